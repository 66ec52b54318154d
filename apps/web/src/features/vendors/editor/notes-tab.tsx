import { Box } from '@mui/material';
import { useMemo } from 'react';
import { z } from 'zod';
import type { DataGridColumn } from '../../../components/data-grid';
import { FormDialog } from '../../../components/form-dialog';
import { FormCheckbox, FormTextField } from '../../../components/form-fields';
import {
  NotesGrid,
  noteDateColumn,
  noteFieldColumn,
  noteFlagColumn,
  noteTextColumn,
  type AddNoteDialogProps,
  type NoteOfArea,
  type NoteRow,
} from '../../../components/notes';
import { useCaptions } from '../../../lib/captions';
import { useToast } from '../../../lib/toast';
import { vendorKeys } from './api/query-keys';
import { saveVendorNote } from './api/save-vendor-note';

type VendorNoteRow = NoteRow<NoteOfArea['vendor']>;
type NoteValues = { note: string; canvendorsee: boolean; cancustomersee: boolean };

/** Spec C section 5: note text is required in the add-note popups. */
export const NOTE_REQUIRED = 'Note is required.';
const noteSchema = z.object({
  note: z.string().refine((value) => value.trim().length > 0, { message: NOTE_REQUIRED }),
  canvendorsee: z.boolean(),
  cancustomersee: z.boolean(),
}) satisfies z.ZodType<NoteValues, NoteValues>;
const EMPTY_NOTE: NoteValues = { note: '', canvendorsee: false, cancustomersee: false };

/** The vendor's Add Note popup: the note (required) and who besides staff may read it. */
function VendorNoteDialog({ vendorid, isOpen, onClose, onSaved }: AddNoteDialogProps & { vendorid: number }) {
  const toast = useToast();
  const caption = useCaptions();
  const handleSubmit = async (values: NoteValues) => {
    await saveVendorNote({ ...values, vendorid, note: values.note.trim() });
    toast('Note added', 'success');
    onSaved();
    onClose();
  };
  return (
    <FormDialog<NoteValues>
      isOpen={isOpen}
      title="Add Note"
      width={600}
      height={400}
      schema={noteSchema}
      defaultValues={EMPTY_NOTE}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: 1 }}>
          <FormTextField
            control={control}
            name="note"
            label={caption('vendornote', 'note', 'Note')}
            required
            multiline
            minRows={5}
            autoFocus
          />
          <FormCheckbox control={control} name="canvendorsee" label={caption('vendornote', 'canvendorsee')} />
          <FormCheckbox
            control={control}
            name="cancustomersee"
            label={caption('vendornote', 'cancustomersee')}
          />
        </Box>
      )}
    </FormDialog>
  );
}

/**
 * The Notes tab (spec C 2.4): the generic notes grid on the vendor (decision 124, 126) with created date, by,
 * the note and who may see it, and the Add Note popup (POST /vendor/savenote, 'Note added'). Staff only.
 */
export function NotesTab({ vendorid, canAdd }: { vendorid: number; canAdd: boolean }) {
  const caption = useCaptions();
  const columns = useMemo<DataGridColumn<VendorNoteRow>[]>(
    () => [
      noteDateColumn(caption('vendornote', 'createddate')),
      noteFieldColumn('createdbyname', caption('vendornote', 'createdbyname'), { hasHeaderFilter: true }),
      noteTextColumn(caption('vendornote', 'note')),
      noteFlagColumn('cancustomersee', caption('vendornote', 'cancustomersee')),
      noteFlagColumn('canvendorsee', caption('vendornote', 'canvendorsee')),
    ],
    [caption],
  );
  return (
    <NotesGrid
      owner={{ area: 'vendor', id: vendorid }}
      recordKey={vendorKeys.detail(vendorid)}
      columns={columns}
      addNote={{
        canAdd,
        renderDialog: (dialog) => <VendorNoteDialog vendorid={vendorid} {...dialog} />,
      }}
    />
  );
}
