import { Box, FormHelperText, InputLabel } from '@mui/material';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { RICH_TEXT_EXTENSIONS } from './extensions';
import { RichTextToolbar } from './toolbar';

export type RichTextEditorProps = {
  /** HTML; '' is an empty document. */
  value: string;
  onChange: (html: string) => void;
  isReadOnly?: boolean;
  label?: string;
  /** Height of the writing area in px. */
  minHeight?: number;
  /** Validation message; marks the field as invalid. */
  error?: string;
};

const toValue = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The rich-text description (spec C 2.10): TipTap with StarterKit, fonts and sizes in pt, drawn as an MUI
 * outlined field. It keeps its own document while the user types and takes a new `value` from outside (a form
 * reset after load) without echoing it back through `onChange`.
 */
export function RichTextEditor({
  value,
  onChange,
  isReadOnly = false,
  label,
  minHeight = 160,
  error,
}: RichTextEditorProps) {
  const labelId = useId();
  const [isFocused, setIsFocused] = useState(false);
  // The editor is created once with the first value; later values arrive through the effect below.
  const [initialContent] = useState(value);
  // The last HTML this component reported or was given, so a value that merely echoes a keystroke is ignored.
  const lastValue = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(label ? { 'aria-labelledby': labelId } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    }),
    [label, labelId, error],
  );

  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: initialContent,
    editable: !isReadOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = toValue(current);
      if (html === lastValue.current) return;
      lastValue.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    if (editor.isDestroyed || editor.isEditable === !isReadOnly) return;
    // No update event: switching to read-only is not an edit.
    editor.setEditable(!isReadOnly, false);
  }, [editor, isReadOnly]);

  useEffect(() => {
    if (editor.isDestroyed || value === lastValue.current) return;
    lastValue.current = value;
    if (value === toValue(editor)) return;
    // A replaced document is not an edit: no onChange, and Undo does not bring the old one back.
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);

  const hasError = Boolean(error);
  return (
    // Not a FormControl: the toolbar's selects are inputs of their own and must not share its state.
    <Box
      sx={{ position: 'relative', width: '100%' }}
      onFocus={() => setIsFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
      }}
    >
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
        {!isReadOnly && <RichTextToolbar editor={editor} />}
        <Box
          sx={(theme) => ({
            '& .ProseMirror': {
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
          <EditorContent editor={editor} />
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
