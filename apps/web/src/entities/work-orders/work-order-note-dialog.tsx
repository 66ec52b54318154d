import { NOTE_TYPE, PERTAINS_TO_LIST } from '@dispatchwise/shared';
import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../components/form-dialog';
import { FormAutocomplete, FormCheckbox, FormSelect, FormTextField } from '../../components/form-fields';
import { useToast } from '../../lib/toast';
import { useDispatchers } from './api/get-dispatchers';
import { useSaveNote } from './api/save-note';
import { EMPTY_NOTE, NOTE_TYPE_OPTIONS, noteTypeId, splitEmails } from './form-values';
import type { NoteValues } from './schemas';
import type { WorkOrderActionRow } from './types';
import { WorkOrderCaption } from './work-order-caption';

/** What the vendor portal's popup saves (POST /vendorprofile/savenote: the note and the extra addresses). */
export type PortalNoteInput = { workorderid: number; note: string; emails: string };

export type WorkOrderNoteDialogProps = {
  isOpen: boolean;
  row: Pick<WorkOrderActionRow, 'id' | 'wonumber'>;
  onClose: () => void;
  onSaved?: () => void;
  /** The values the popup opens with (Add Customer Update: CUSTOMER_UPDATE_NOTE); a blank note otherwise. */
  initialValues?: NoteValues;
  title?: string;
  /**
   * The vendor portal's popup (spec C 2.8, 600x400): Work Order #, Note and Additional Email Addresses only,
   * saved by this call instead of the staff one.
   */
  savePortalNote?: (input: PortalNoteInput) => Promise<unknown>;
  /**
   * Whether the portal's popup offers Additional Email Addresses: the vendor's does (spec C 2.8), the
   * customer's note goes to staff only (POST /customerprofile/savenote takes none; decision 172).
   */
  hasPortalEmails?: boolean;
};

const PERTAINS_TO_OPTIONS = PERTAINS_TO_LIST.map((item) => ({ value: item.id, label: item.name }));

/** The Work Order Note popup, 'Add Note' (spec A section 5, 600x450). */
export function WorkOrderNoteDialog({
  isOpen,
  row,
  onClose,
  onSaved,
  initialValues = EMPTY_NOTE,
  title = 'Add Note',
  savePortalNote,
  hasPortalEmails = true,
}: WorkOrderNoteDialogProps) {
  const toast = useToast();
  const saveNote = useSaveNote();

  const handleSubmit = async (values: NoteValues) => {
    if (savePortalNote) {
      const emails = splitEmails(values.emails).join(', ');
      await savePortalNote({ workorderid: row.id, note: values.note.trim(), emails });
    } else {
      await saveStaffNote(values);
    }
    toast('Note added', 'success');
    onSaved?.();
    onClose();
  };

  const saveStaffNote = async (values: NoteValues) => {
    const isInternal = values.type === NOTE_TYPE.Internal;
    await saveNote.mutateAsync({
      workorderid: row.id,
      note: values.note.trim(),
      type: values.type!,
      typeid: noteTypeId(values.type!),
      pertainsto: values.pertainsto!,
      emailuserids: values.emailuserids,
      emails: isInternal ? '' : splitEmails(values.emails).join(', '),
      includecustomer: isInternal ? false : values.includecustomer,
      highpriority: values.highpriority,
      customerupdated: values.customerupdated,
    });
  };

  return (
    <FormDialog<NoteValues>
      isOpen={isOpen}
      title={title}
      width={600}
      height={savePortalNote ? 400 : 450}
      schema={() => import('./schemas').then((schemas) => schemas.noteSchema)}
      // The portal's note has no type to choose (the API files it as a Vendor note): the defaults stay unused.
      defaultValues={initialValues}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {(form) =>
        savePortalNote ? (
          <PortalNoteFields form={form} wonumber={row.wonumber} hasEmails={hasPortalEmails} />
        ) : (
          <NoteFields form={form} wonumber={row.wonumber} isOpen={isOpen} />
        )
      }
    </FormDialog>
  );
}

/** The portal's fields (spec C 2.8 "Note popup"): the staff popup's Note and Additional Email Addresses. */
function PortalNoteFields({
  form,
  wonumber,
  hasEmails,
}: {
  form: UseFormReturn<NoteValues>;
  wonumber: string;
  hasEmails: boolean;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ mb: -1 }}>
        <WorkOrderCaption wonumber={wonumber} />
      </Box>
      <NoteTextField form={form} />
      {hasEmails ? <EmailsField form={form} isDisabled={false} /> : null}
    </Box>
  );
}

function NoteTextField({ form }: { form: UseFormReturn<NoteValues> }) {
  return (
    <FormTextField
      control={form.control}
      name="note"
      label="Note"
      required
      multiline
      minRows={2}
      maxRows={5}
      autoFocus
    />
  );
}

function EmailsField({ form, isDisabled }: { form: UseFormReturn<NoteValues>; isDisabled: boolean }) {
  return (
    <FormTextField
      control={form.control}
      name="emails"
      label="Additional Email Addresses"
      placeholder="name@example.com, other@example.com"
      disabled={isDisabled}
    />
  );
}

function NoteFields({
  form,
  wonumber,
  isOpen,
}: {
  form: UseFormReturn<NoteValues>;
  wonumber: string;
  isOpen: boolean;
}) {
  const { control, setValue, clearErrors } = form;
  const type = useWatch({ control, name: 'type' });
  const isInternal = type === NOTE_TYPE.Internal;
  const dispatchers = useDispatchers(isOpen);
  const userOptions = useMemo(
    () =>
      (dispatchers.data ?? []).map((dispatcher) => ({ value: dispatcher.id, label: dispatcher.fullname })),
    [dispatchers.data],
  );

  // Spec A section 4: Internal disables and clears the additional e-mails and Include Customer.
  useEffect(() => {
    if (!isInternal) return;
    setValue('emails', '');
    setValue('includecustomer', false);
    clearErrors('emails');
  }, [isInternal, setValue, clearErrors]);

  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
      <Box sx={{ gridColumn: '1 / -1', mb: -1 }}>
        <WorkOrderCaption wonumber={wonumber} />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <NoteTextField form={form} />
      </Box>
      <FormSelect control={control} name="type" label="Type" options={NOTE_TYPE_OPTIONS} />
      <FormSelect control={control} name="pertainsto" label="Pertains To" options={PERTAINS_TO_OPTIONS} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormAutocomplete
          control={control}
          name="emailuserids"
          label="Users"
          options={userOptions}
          isMultiple
          isLoading={dispatchers.isLoading}
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <EmailsField form={form} isDisabled={isInternal} />
      </Box>
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {/* FormCheckbox has no disabled state; Include Customer needs one for Internal notes. */}
        <Controller
          control={control}
          name="includecustomer"
          render={({ field }) => (
            <FormControlLabel
              label="Include Customer"
              disabled={isInternal}
              control={
                <Checkbox
                  size="small"
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
            />
          )}
        />
        <FormCheckbox control={control} name="highpriority" label="High Priority" />
        <FormCheckbox control={control} name="customerupdated" label="Customer Updated" />
      </Box>
    </Box>
  );
}
