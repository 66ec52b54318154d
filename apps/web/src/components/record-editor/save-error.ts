import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/http';
import type { Toast } from '../../lib/toast';
import { applyServerErrors } from '../form-dialog';

export type SaveErrorOptions<TValues extends FieldValues> = {
  form: UseFormReturn<TValues>;
  toast: Toast;
  /** The toast of a failed save, e.g. 'Failed to update!'. */
  failedMessage: string;
  /** Shows a message above the form. */
  setFormError: (message: string) => void;
  /** Brings the form into view (its tab), where the messages are. */
  showForm: () => void;
};

/**
 * A record editor's failed save: anything but an ApiError is thrown again; otherwise the failure toast, a
 * 400's messages on the fields they name, anything else above the form, and the form's tab selected.
 */
export function reportSaveError<TValues extends FieldValues>(
  error: unknown,
  { form, toast, failedMessage, setFormError, showForm }: SaveErrorOptions<TValues>,
): void {
  if (!(error instanceof ApiError)) throw error;
  toast(failedMessage, 'error');
  const rest = applyServerErrors(form, error);
  if (rest.length > 0 || !error.errors) setFormError([error.message, ...rest].join(' '));
  showForm();
}
