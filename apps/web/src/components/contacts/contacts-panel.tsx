import { formatUsPhone } from '@dispatchwise/shared';
import Add from '@mui/icons-material/Add';
import Check from '@mui/icons-material/Check';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { Box, Button, IconButton } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCaptions } from '../../lib/captions';
import { useToast } from '../../lib/toast';
import { ConfirmDialog } from '../confirm-dialog';
import { DataGrid, type DataGridColumn } from '../data-grid';
import { Tooltip } from '../tooltip';
import { contactsKey, removeContact, useContacts, type ContactOwner, type ContactRecord } from './api';
import { CONTACT_AREAS } from './contact-areas';
import { ContactDialog } from './contact-dialog';

export type ContactsPanelProps = {
  owner: ContactOwner;
  /** The owner record's cache key: the contacts load under it (`[...recordKey, 'contacts']`). */
  recordKey?: readonly unknown[];
  /** Add Contact, and edit and delete on each row; read-only without. */
  canChange: boolean;
};

/**
 * The Contacts tab of any record (spec C 2.3 customers, 2.4 vendors): the owner's contacts, Add Contact, edit
 * (the row's button, a double click or Enter) and delete (asked first). Nothing here knows the owner beyond its
 * area's configuration (`CONTACT_AREAS`): captions, messages and the paths `/{area}/contacts...`.
 */
export function ContactsPanel({ owner, recordKey: givenKey, canChange }: ContactsPanelProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const caption = useCaptions();
  const { area, id } = owner;
  const config = CONTACT_AREAS[area];
  // One key object per owner, whatever array the caller builds on each render.
  const keyText = JSON.stringify(givenKey ?? ['records', area, id]);
  const recordKey = useMemo(() => JSON.parse(keyText) as unknown[], [keyText]);
  const stableOwner = useMemo(() => ({ area, id }), [area, id]);
  const contacts = useContacts(stableOwner, recordKey);
  // undefined: closed; null: a new contact.
  const [editing, setEditing] = useState<ContactRecord | null | undefined>(undefined);
  const [removing, setRemoving] = useState<ContactRecord | null>(null);

  const columns = useMemo<DataGridColumn<ContactRecord>[]>(() => {
    const label = (field: string) => caption(config.captionTable, field);
    const text = (field: 'title' | 'firstname' | 'lastname' | 'emailaddress', size = 150) => ({
      id: field,
      accessorFn: (contact: ContactRecord) => contact[field] ?? '',
      header: label(field),
      size,
    });
    const phone = (field: 'phone' | 'mobilephone') => ({
      id: field,
      accessorFn: (contact: ContactRecord) => formatUsPhone(contact[field]) || (contact[field] ?? ''),
      header: label(field),
      size: 160,
    });
    return [
      text('title'),
      text('firstname'),
      text('lastname'),
      text('emailaddress', 220),
      phone('phone'),
      phone('mobilephone'),
      {
        accessorKey: 'isprimary',
        header: label('isprimary'),
        size: 100,
        Cell: ({ cell }) =>
          cell.getValue() ? <Check fontSize="small" color="success" aria-label="Primary" /> : null,
        muiTableBodyCellProps: { align: 'center' },
        muiTableHeadCellProps: { align: 'center' },
      },
    ];
  }, [caption, config.captionTable]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: contactsKey(recordKey) });

  const handleRemove = async () => {
    if (!removing) return;
    await removeContact(stableOwner, removing.id);
    toast('Contact removed', 'success');
    await refresh();
  };

  return (
    <>
      <DataGrid<ContactRecord>
        columns={columns}
        data={contacts.data ?? []}
        getRowId={(contact) => String(contact.id)}
        isLoading={contacts.isLoading}
        isFetching={contacts.isFetching}
        hasColumnChooser={config.hasColumnChooser}
        emptyText={config.emptyText}
        onRowOpen={canChange ? (contact) => setEditing(contact) : undefined}
        rowActionsWidth={canChange ? 96 : undefined}
        renderRowActions={
          canChange
            ? (contact) => (
                <Box sx={{ display: 'flex' }}>
                  <Tooltip title="Edit">
                    <IconButton
                      size="small"
                      aria-label={`Edit ${config.nameOf(contact)}`}
                      onClick={() => setEditing(contact)}
                    >
                      <Edit fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton
                      size="small"
                      aria-label={`Delete ${config.nameOf(contact)}`}
                      onClick={() => setRemoving(contact)}
                    >
                      <Delete fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              )
            : undefined
        }
        renderToolbarActions={
          canChange
            ? () => (
                <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
                  Add Contact
                </Button>
              )
            : undefined
        }
      />
      <ContactDialog
        owner={stableOwner}
        contact={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => void refresh()}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Delete Contact"
        confirmLabel="Delete"
        onConfirm={handleRemove}
        onClose={() => setRemoving(null)}
      >
        {removing ? config.deleteQuestion(config.nameOf(removing)) : null}
      </ConfirmDialog>
    </>
  );
}
