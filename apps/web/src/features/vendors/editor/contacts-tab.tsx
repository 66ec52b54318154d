import { formatUsPhone } from '@dispatchwise/shared';
import Add from '@mui/icons-material/Add';
import Check from '@mui/icons-material/Check';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid';
import { useCaptions } from '../../../lib/captions';
import { useToast } from '../../../lib/toast';
import { useVendorContacts } from './api/get-vendor-contacts';
import { vendorKeys } from './api/query-keys';
import { removeVendorContact } from './api/remove-vendor-contact';
import type { VendorContact } from './api/types';
import { ContactDialog, contactNameOf } from './contact-dialog';

type Props = { vendorid: number; canChange: boolean };

/** The Contacts tab (spec C 2.4): the vendor's contacts, with add, edit and delete for staff. */
export function ContactsTab({ vendorid, canChange }: Props) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const caption = useCaptions();
  const contacts = useVendorContacts(vendorid);
  // undefined: closed; null: a new contact.
  const [editing, setEditing] = useState<VendorContact | null | undefined>(undefined);
  const [removing, setRemoving] = useState<VendorContact | null>(null);

  const columns = useMemo<DataGridColumn<VendorContact>[]>(() => {
    const label = (field: string) => caption('vendorcontact', field);
    const text = (field: 'title' | 'firstname' | 'lastname' | 'emailaddress', size = 150) => ({
      id: field,
      accessorFn: (contact: VendorContact) => contact[field] ?? '',
      header: label(field),
      size,
    });
    const phone = (field: 'phone' | 'mobilephone') => ({
      id: field,
      accessorFn: (contact: VendorContact) => formatUsPhone(contact[field]) || (contact[field] ?? ''),
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
  }, [caption]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: vendorKeys.contacts(vendorid) });

  const handleRemove = async () => {
    if (!removing) return;
    await removeVendorContact(removing.id);
    toast('Contact removed', 'success');
    await refresh();
  };

  return (
    <>
      <DataGrid<VendorContact>
        columns={columns}
        data={contacts.data ?? []}
        getRowId={(contact) => String(contact.id)}
        isLoading={contacts.isLoading}
        isFetching={contacts.isFetching}
        emptyText="No contacts yet."
        rowActionsWidth={canChange ? 96 : undefined}
        renderRowActions={
          canChange
            ? (contact) => (
                <>
                  <Tooltip title="Edit">
                    <IconButton
                      size="small"
                      aria-label={`Edit ${contactNameOf(contact)}`}
                      onClick={() => setEditing(contact)}
                    >
                      <Edit fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton
                      size="small"
                      aria-label={`Delete ${contactNameOf(contact)}`}
                      onClick={() => setRemoving(contact)}
                    >
                      <Delete fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
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
        vendorid={vendorid}
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
        {removing ? `Delete the contact ${contactNameOf(removing)}?` : null}
      </ConfirmDialog>
    </>
  );
}
