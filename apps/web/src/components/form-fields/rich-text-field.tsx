import { Box, Button } from '@mui/material';
import { Controller, type FieldValues, type PathValue, type UseFormSetValue } from 'react-hook-form';
import { RichTextEditor } from '../rich-text-editor';
import type { BaseProps, StateProps } from './base';

type Props<T extends FieldValues> = BaseProps<T> &
  StateProps & {
    /** Sets the field (Import Description); the button shows when `importValue` is given. */
    setValue?: UseFormSetValue<T>;
    /** What Import copies in (the order's description), or null: the button is disabled. */
    importValue?: string | null;
    importLabel?: string;
    minHeight?: number;
    /** Loads the editor when the user points at the field or moves into it (decision 201). */
    isLoadedOnUse?: boolean;
  };

/**
 * The shared rich text editor bound to a form field (Scope of Work of the proposal and invoice popups), with
 * an optional button that copies a text in (Import Description).
 */
export function FormRichTextField<T extends FieldValues>({
  control,
  name,
  label,
  isReadOnly = false,
  isRequired = false,
  setValue,
  importValue,
  importLabel = 'Import',
  minHeight = 140,
  isLoadedOnUse = false,
}: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {setValue && importValue !== undefined ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button
                size="small"
                disabled={!importValue || isReadOnly}
                onClick={() =>
                  setValue(name, (importValue ?? '') as PathValue<T, typeof name>, {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
              >
                {importLabel}
              </Button>
            </Box>
          ) : null}
          <RichTextEditor
            isLoadedOnUse={isLoadedOnUse}
            label={isRequired ? `${label} *` : label}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            minHeight={minHeight}
            isReadOnly={isReadOnly}
          />
        </Box>
      )}
    />
  );
}
