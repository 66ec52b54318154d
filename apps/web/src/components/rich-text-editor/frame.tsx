import { Box, FormHelperText, InputLabel } from '@mui/material';
import type { DOMAttributes, ReactNode } from 'react';

type FrameProps = Pick<
  DOMAttributes<HTMLDivElement>,
  'onFocus' | 'onBlur' | 'onPointerEnter' | 'onPointerDown'
> & {
  label?: string;
  labelId: string;
  isFocused: boolean;
  isReadOnly: boolean;
  /** Validation message; marks the field as invalid. */
  error?: string;
  /** Height of the writing area in px. */
  minHeight: number;
  /** The formatting toolbar, drawn when the field is editable. */
  toolbar: ReactNode;
  /** The writing area: an element with the class `ProseMirror`. */
  children: ReactNode;
};

/**
 * The rich text field as drawn around its writing area: an MUI outlined field's label, border, focus ring and
 * helper text. The editor and its stand-in before TipTap has loaded share it (decision 201).
 */
export function RichTextFrame({
  label,
  labelId,
  isFocused,
  isReadOnly,
  error,
  minHeight,
  toolbar,
  children,
  ...events
}: FrameProps) {
  const hasError = Boolean(error);
  return (
    // Not a FormControl: the toolbar's selects are inputs of their own and must not share its state.
    <Box sx={{ position: 'relative', width: '100%' }} {...events}>
      {label && (
        <InputLabel
          id={labelId}
          shrink
          variant="outlined"
          focused={isFocused}
          error={hasError}
          // Outside a FormControl the label is not positioned: put it on the border like an outlined
          // field's, its background hiding the line.
          sx={{
            position: 'absolute',
            top: 0,
            left: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
            px: 0.5,
            ml: -0.5,
          }}
        >
          {label}
        </InputLabel>
      )}
      <Box
        data-testid="rich-text-field"
        sx={(theme) => ({
          border: 1,
          borderColor: hasError
            ? 'error.main'
            : isFocused
              ? 'primary.main'
              : theme.palette.mode === 'light'
                ? 'rgba(0, 0, 0, 0.23)'
                : 'rgba(255, 255, 255, 0.23)',
          boxShadow: isFocused
            ? `inset 0 0 0 1px ${hasError ? theme.palette.error.main : theme.palette.primary.main}`
            : 'none',
          borderRadius: `${theme.shape.borderRadius}px`,
          bgcolor: isReadOnly ? 'action.hover' : 'background.paper',
          '&:hover': hasError || isFocused || isReadOnly ? undefined : { borderColor: 'text.primary' },
          pt: label ? 0.75 : 0,
        })}
      >
        {!isReadOnly && toolbar}
        <Box
          sx={(theme) => ({
            '& .ProseMirror': {
              // TipTap's own rules (it adds them to the page when an editor starts), here so that the stand-in
              // lays text out as the editor does.
              position: 'relative',
              wordWrap: 'break-word',
              whiteSpace: 'break-spaces',
              fontVariantLigatures: 'none',
              fontFeatureSettings: '"liga" 0',
              minHeight,
              px: 1.75,
              py: 1,
              outline: 'none',
              ...theme.typography.body2,
              overflowWrap: 'anywhere',
              '& > :first-of-type': { mt: 0 },
              '& > :last-child': { mb: 0 },
              '& p': { my: 0.5 },
              '& h1': { fontSize: '1.5rem', my: 1 },
              '& h2': { fontSize: '1.3rem', my: 1 },
              '& h3': { fontSize: '1.1rem', my: 0.75 },
              '& ul, & ol': { pl: 3, my: 0.5 },
              '& li > p': { my: 0 },
              '& a': { color: 'primary.main' },
            },
          })}
        >
          {children}
        </Box>
      </Box>
      {error && (
        <FormHelperText error sx={{ mx: 1.75 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
