import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { schemaResolver, type FormSchema } from '../lib/form-schema';
import { ApiError } from '../lib/http';

export type FormDialogProps<TValues extends FieldValues> = {
  isOpen: boolean;
  title: string;
  /** Pixel size of the dialog on screens that fit it (spec A section 9 popup sizes); full screen below that. */
  width?: number;
  height?: number;
  /** The values' schema, or a function that imports it (lib/form-schema.ts: a popup then loads zod on use). */
  schema: FormSchema<TValues>;
  defaultValues: DefaultValues<TValues>;
  /** Saves the values; throw (an ApiError) to keep the dialog open. Its field errors land on the fields. */
  onSubmit: (values: TValues) => Promise<void>;
  onClose: () => void;
  children: (form: UseFormReturn<TValues>) => ReactNode;
  submitLabel?: string;
  /** Server error keys that name a form field differently, e.g. { 'app_metadata.roles': 'roles' }. */
  fieldAliases?: Record<string, string>;
  /** Shows the record without Save (a record that can no longer change): Cancel reads Close. */
  isReadOnly?: boolean;
  /** Save is enabled only while this holds for the values typed (e.g. Change Password's two fields match). */
  canSubmit?: (values: TValues) => boolean;
};

/** Applies `{ errors: { field: message } }` of a 400 to the form; returns the messages no field took. */
export function applyServerErrors<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  error: ApiError,
  fieldAliases: Record<string, string> = {},
): string[] {
  const fields = Object.keys(form.getValues());
  const rest: string[] = [];
  for (const [key, value] of Object.entries(error.errors ?? {})) {
    const message = Array.isArray(value) ? value.join(' ') : value;
    const field = fieldAliases[key] ?? key;
    const name = fields.find((candidate) => candidate.toLowerCase() === field.toLowerCase());
    if (name) form.setError(name as Path<TValues>, { type: 'server', message });
    else rest.push(message);
  }
  return rest;
}

/** The one form dialog of the app (STYLE.md): title, size, react-hook-form + zod, Save/Cancel, busy state. */
export function FormDialog<TValues extends FieldValues>({
  isOpen,
  title,
  width = 600,
  height,
  schema,
  defaultValues,
  onSubmit,
  onClose,
  children,
  submitLabel = 'Save',
  fieldAliases,
  isReadOnly = false,
  canSubmit,
}: FormDialogProps<TValues>) {
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => schemaResolver(schema), [schema]);
  const form = useForm<TValues>({
    resolver,
    defaultValues,
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  // On opening, the record's values. Defaults that change while it is open (a list or record that arrives after
  // the dialog opened) update only what the user has not changed: a choice never disappears under the user's
  // hand (decision 207).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!isOpen) {
      wasOpen.current = false;
      return;
    }
    form.reset(defaultValues, { keepDirtyValues: wasOpen.current });
    wasOpen.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen, defaultValues]);

  const handleSave = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError) {
        const rest = applyServerErrors(form, error, fieldAliases);
        if (rest.length > 0 || !error.errors) setFormError([error.message, ...rest].join(' '));
      } else {
        setFormError(error instanceof Error ? error.message : String(error));
      }
    }
  });

  const handleClose = () => {
    if (isSubmitting) return;
    setFormError(null);
    onClose();
  };

  return (
    <Dialog
      open={isOpen}
      onClose={handleClose}
      fullScreen={isSmall}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          component: 'form',
          noValidate: true,
          onSubmit: isReadOnly
            ? (event: { preventDefault: () => void }) => event.preventDefault()
            : handleSave,
          sx: isSmall ? undefined : { width, height, maxWidth: '95vw', maxHeight: '95vh' },
        } as object,
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {formError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        ) : null}
        {children(form)}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={handleClose} disabled={isSubmitting}>
          {isReadOnly ? 'Close' : 'Cancel'}
        </Button>
        {isReadOnly ? null : (
          <SubmitButton
            label={submitLabel}
            isSubmitting={isSubmitting}
            gate={canSubmit ? { control: form.control, canSubmit } : undefined}
          />
        )}
      </DialogActions>
    </Dialog>
  );
}

type SubmitButtonProps<TValues extends FieldValues> = {
  label: string;
  isSubmitting: boolean;
  /** Save follows the values typed: only a dialog that asks for it watches every keystroke. */
  gate?: { control: Control<TValues>; canSubmit: (values: TValues) => boolean };
};

function SubmitButton<TValues extends FieldValues>({ gate, ...props }: SubmitButtonProps<TValues>) {
  return gate ? <WatchedSubmitButton {...props} {...gate} /> : <SaveButton {...props} isAllowed />;
}

function WatchedSubmitButton<TValues extends FieldValues>({
  control,
  canSubmit,
  ...props
}: Omit<SubmitButtonProps<TValues>, 'gate'> & NonNullable<SubmitButtonProps<TValues>['gate']>) {
  const values = useWatch({ control }) as TValues;
  return <SaveButton {...props} isAllowed={canSubmit(values)} />;
}

function SaveButton({
  label,
  isSubmitting,
  isAllowed,
}: {
  label: string;
  isSubmitting: boolean;
  isAllowed: boolean;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={isSubmitting || !isAllowed}
      startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {label}
    </Button>
  );
}
