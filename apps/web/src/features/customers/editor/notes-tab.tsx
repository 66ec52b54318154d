import { CUSTOMER_MESSAGES } from '@dispatchwise/shared';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { z } from 'zod';
import type { DataGridColumn } from '../../../components/data-grid';
import { FormDialog } from '../../../components/form-dialog';
import { FormCheckbox, FormRichTextField } from '../../../components/form-fields';
import {
  NotesGrid,
  noteDateColumn,
  noteFieldColumn,
  noteFlagColumn,
  noteTextColumn,
  noteToPlainText,
  type AddNoteDialogProps,
  type NoteOfArea,
  type NoteRow,
} from '../../../components/notes';
import { useCaptions } from '../../../lib/captions';
import { useToast } from '../../../lib/toast';
import { customerEditorKeys } from './api/query-keys';
import { saveCustomerNote } from './api/save-customer-note';

type CustomerNoteRow = NoteRow<NoteOfArea['customer']>;
type NoteValues = { note: string; isvisibletocustomer: boolean };

/** Spec C section 5: note text is required in the add-note popups. */
export const NOTE_REQUIRED = 'Note is required.';
const noteSchema = z.object({
  note: z.string().refine((value) => noteToPlainText(value).trim().length > 0, { message: NOTE_REQUIRED }),
  isvisibletocustomer: z.boolean(),
}) satisfies z.ZodType<NoteValues, NoteValues>;
const EMPTY_NOTE: NoteValues = { note: '', isvisibletocustomer: false };

/** The customer's Add Note popup: rich text (required) and Visible to Customer, off by default. */
function CustomerNoteDialog({
  customerid,
  isOpen,
  onClose,
  onSaved,
}: AddNoteDialogProps & { customerid: number }) {
  const toast = useToast();
  const caption = useCaptions();
  const handleSubmit = async (values: NoteValues) => {
    await saveCustomerNote({
      customerid,
      note: values.note,
      isvisibletocustomer: values.isvisibletocustomer,
    });
    toast(CUSTOMER_MESSAGES.noteAdded, 'success');
    onSaved();
    onClose();
  };
  return (
    <FormDialog<NoteValues>
      isOpen={isOpen}
      title="Add Note"
      width={600}
      height={450}
      schema={noteSchema}
      defaultValues={EMPTY_NOTE}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: 1 }}>
          <FormRichTextField control={control} name="note" label={caption('customernote', 'note', 'Note')} />
          <FormCheckbox
            control={control}
            name="isvisibletocustomer"
            label={caption('customernote', 'isvisibletocustomer')}
          />
        </Box>
      )}
    </FormDialog>
  );
}

/**
 * The Notes tab (spec C 2.3): the generic notes grid on the customer (decision 124) with the note as HTML,
 * created by, created date and the visible-to-customer flag, and the Add Note popup ('Note added').
 */
export function NotesTab({ customerid, canAdd }: { customerid: number; canAdd: boolean }) {
  const caption = useCaptions();
  const columns = useMemo<DataGridColumn<CustomerNoteRow>[]>(
    () => [
      noteDateColumn(caption('customernote', 'createddate')),
      noteFieldColumn('createdbyuser', caption('customernote', 'createdbyuser'), { hasHeaderFilter: true }),
      noteTextColumn(caption('customernote', 'note')),
      noteFlagColumn('isvisibletocustomer', caption('customernote', 'isvisibletocustomer')),
    ],
    [caption],
  );
  return (
    <NotesGrid
      owner={{ area: 'customer', id: customerid }}
      recordKey={customerEditorKeys.detail(customerid)}
      columns={columns}
      addNote={{
        canAdd,
        renderDialog: (dialog) => <CustomerNoteDialog customerid={customerid} {...dialog} />,
      }}
    />
  );
}
