import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '../../../components/form-dialog';
import { ApiError } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { checkPoNumber } from '../api/check-po-number';
import { PoUsedDialog, type PoUsed } from './po-used-dialog';
import type { WorkOrderFormValues } from './work-order-form-values';

type Options = {
  form: UseFormReturn<WorkOrderFormValues>;
  /** 0 for a new order; the check leaves this order out. */
  workorderid: number;
  /** False skips the PO check (an existing order whose PO was not changed). */
  shouldCheckPo: (values: WorkOrderFormValues) => boolean;
  save: (values: WorkOrderFormValues) => Promise<void>;
  /** A 409: someone changed the order since it was read. */
  onConflict?: (message: string) => void;
  /** The client validation failed (e.g. show the Work Order tab, where the messages are). */
  onInvalid?: () => void;
};

/**
 * Save of the work-order form: client validation (spec B section 5), then the PO duplicate check with
 * its "PO Already Used" confirmation, then the save; a 400's field errors land on the fields.
 */
export function useWorkOrderSave({ form, workorderid, shouldCheckPo, save, onConflict, onInvalid }: Options) {
  const toast = useToast();
  const [question, setQuestion] = useState<{ used: PoUsed; answer: (useAnyway: boolean) => void } | null>(
    null,
  );
  const [formError, setFormError] = useState<string | null>(null);

  const askUseAnyway = (used: PoUsed) =>
    new Promise<boolean>((resolve) => setQuestion({ used, answer: resolve }));

  const handleAnswer = (useAnyway: boolean) => {
    question?.answer(useAnyway);
    setQuestion(null);
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const ponumber = values.ponumber.trim();
      if (ponumber && values.customerid && shouldCheckPo(values)) {
        let wonumbers: string[];
        try {
          wonumbers = await checkPoNumber({ customerid: values.customerid, ponumber, workorderid });
        } catch (error) {
          // The client has toasted the failure; without the check the order is not saved.
          if (!(error instanceof ApiError)) throw error;
          setFormError(
            `The PO number could not be checked, so the work order was not saved. ${error.message}`,
          );
          return;
        }
        if (wonumbers.length > 0 && !(await askUseAnyway({ ponumber, wonumbers }))) return;
      }
      try {
        await save(values);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.status === 409 && onConflict) {
          onConflict(error.message);
          return;
        }
        // The saves are silent in the client: the message is shown here, on the fields when it names them.
        const rest = applyServerErrors(form, error);
        if (rest.length > 0 || !error.errors) setFormError([error.message, ...rest].join(' '));
        if (error.errors) onInvalid?.();
        else toast(error.message, 'error');
      }
    },
    () => onInvalid?.(),
  );

  return {
    submit,
    isSaving: form.formState.isSubmitting,
    formError,
    clearFormError: () => setFormError(null),
    poDialog: <PoUsedDialog used={question?.used ?? null} onAnswer={handleAnswer} />,
  };
}
