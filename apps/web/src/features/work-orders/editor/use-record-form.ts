import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { WorkOrderDetail } from '../api/work-order-types';
import { schemaResolver } from '../../../lib/form-schema';
import {
  isSameFormContent,
  loadWorkOrderFormSchema,
  toFormValues,
  type WorkOrderFormValues,
} from './work-order-form-values';

/**
 * The detail screen's form over the stored order. `baseline` is the record the form's values came
 * from; its `modifieddate` is the token the next update sends (docs/decisions/111: 409 when stale).
 *
 * When the record is read again (a follow-up tick, a note, another tab's change), the form adopts it
 * only if that is safe: the new record holds the same form content (then only the token moves), or
 * the user has not edited anything (then the form shows the new values). Otherwise the edits stay and
 * the Save answers 409 with a Reload, so nobody's change is overwritten unseen.
 */
export function useRecordForm(record: WorkOrderDetail) {
  const [baseline, setBaseline] = useState(record);
  const [seenRecord, setSeenRecord] = useState(record);
  const [resetTo, setResetTo] = useState<WorkOrderDetail | null>(null);
  const form = useForm<WorkOrderFormValues>({
    resolver: schemaResolver(loadWorkOrderFormSchema),
    defaultValues: toFormValues(record),
    mode: 'onTouched',
  });
  const { isDirty } = form.formState;

  // A record read again: decided while rendering (React's "adjusting state on a prop change"); the
  // form itself is reset in the effect below.
  if (record !== seenRecord) {
    setSeenRecord(record);
    if (isSameFormContent(toFormValues(record), toFormValues(baseline))) {
      setBaseline(record);
    } else if (!isDirty) {
      setBaseline(record);
      setResetTo(record);
    }
  }

  useEffect(() => {
    if (resetTo) form.reset(toFormValues(resetTo));
  }, [resetTo, form]);

  /** Shows a record as stored and takes its token (after a save, a re-open, a reload). */
  const adopt = useCallback(
    (next: WorkOrderDetail) => {
      form.reset(toFormValues(next));
      setBaseline(next);
    },
    [form],
  );

  /**
   * After a status change: the record's values become the form's, except fields the user edited and
   * has not saved. (resetField would skip Cancel Reason, which is not mounted until the status is 6.)
   */
  const adoptStatus = useCallback(
    (next: WorkOrderDetail) => {
      form.reset(toFormValues(next), { keepDirtyValues: true });
      setBaseline(next);
    },
    [form],
  );

  return { form, baseline, adopt, adoptStatus };
}
