import {
  CUSTOMER_MESSAGES,
  formatUsPhone,
  isCompleteUsPhone,
  JOB_SITE_MESSAGES,
  phoneDigits,
} from '@dispatchwise/shared';
import Add from '@mui/icons-material/Add';
import Check from '@mui/icons-material/Check';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid';
import { FormDialog } from '../../../components/form-dialog';
import { FormCheckbox, FormPhoneField, FormTextField } from '../../../components/form-fields';
import { useCaptions } from '../../../lib/captions';
import { useToast } from '../../../lib/toast';
import {
  addCustomerContact,
  removeCustomerContact,
  updateCustomerContact,
  useCustomerContacts,
} from './api/customer-contacts';
import { customerEditorKeys } from './api/query-keys';
import type { CustomerContact } from './api/types';

type Values = {
  title: string;
  firstname: string;
  lastname: string;
  emailaddress: string;
  phone: string;
  mobilephone: string;
  isprimary: boolean;
};

/** Spec C 3 and section 5: a contact's title is at most 50 characters. */
export const CONTACT_TITLE_MAX = 50;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phone = z
  .string()
  .refine((value) => !value || isCompleteUsPhone(value), { message: JOB_SITE_MESSAGES.phone });
const schema = (emailInvalid: string) =>
  z.object({
    title: z.string().refine((value) => value.trim().length <= CONTACT_TITLE_MAX, {
      message: CUSTOMER_MESSAGES.contactTitle,
    }),
    firstname: z.string(),
    lastname: z.string(),
    emailaddress: z
      .string()
      .refine((value) => !value.trim() || EMAIL.test(value.trim()), { message: emailInvalid }),
    phone,
    mobilephone: phone,
    isprimary: z.boolean(),
  }) satisfies z.ZodType<Values, Values>;

const valuesOf = (contact: CustomerContact | null): Values => ({
  title: contact?.title ?? '',
  firstname: contact?.firstname ?? '',
  lastname: contact?.lastname ?? '',
  emailaddress: contact?.emailaddress ?? '',
  phone: phoneDigits(contact?.phone),
  mobilephone: phoneDigits(contact?.mobilephone),
  isprimary: contact?.isprimary ?? false,
});

const bodyOf = (values: Values) => ({
  title: values.title.trim() || null,
  firstname: values.firstname.trim() || null,
  lastname: values.lastname.trim() || null,
  emailaddress: values.emailaddress.trim() || null,
  phone: values.phone ? formatUsPhone(values.phone) : null,
  mobilephone: values.mobilephone ? formatUsPhone(values.mobilephone) : null,
  isprimary: values.isprimary,
});

const nameOf = (contact: CustomerContact) =>
  [contact.firstname, contact.lastname].filter(Boolean).join(' ') || contact.emailaddress || 'this contact';

type Props = { customerid: number; canChange: boolean };

/** The Contacts tab (spec C 2.3): the customer's contacts, Add Contact, edit and delete (asked first). */
export function ContactsTab({ customerid, canChange }: Props) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const caption = useCaptions();
  const label = (field: string) => caption('customercontact', field);
  const contacts = useCustomerContacts(customerid);
  // undefined: closed; null: a new contact.
  const [editing, setEditing] = useState<CustomerContact | null | undefined>(undefined);
  const [removing, setRemoving] = useState<CustomerContact | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerEditorKeys.contacts(customerid) });
  const defaultValues = useMemo(() => valuesOf(editing ?? null), [editing]);
  const formSchema = useMemo(
    () => schema(`${caption('customercontact', 'emailaddress')} is invalid.`),
    [caption],
  );

  const columns = useMemo<DataGridColumn<CustomerContact>[]>(() => {
    const text = (field: 'title' | 'firstname' | 'lastname' | 'emailaddress', size = 150) => ({
      id: field,
      accessorFn: (contact: CustomerContact) => contact[field] ?? '',
      header: caption('customercontact', field),
      size,
    });
    const phoneColumn = (field: 'phone' | 'mobilephone') => ({
      id: field,
      accessorFn: (contact: CustomerContact) => formatUsPhone(contact[field]) || (contact[field] ?? ''),
      header: caption('customercontact', field),
      size: 160,
    });
    return [
      text('title'),
      text('firstname'),
      text('lastname'),
      text('emailaddress', 220),
      phoneColumn('phone'),
      phoneColumn('mobilephone'),
      {
        accessorKey: 'isprimary',
        header: caption('customercontact', 'isprimary'),
        size: 100,
        Cell: ({ cell }) =>
          cell.getValue() ? <Check fontSize="small" color="success" aria-label="Primary" /> : null,
      },
    ];
  }, [caption]);

  const handleSubmit = async (values: Values) => {
    if (editing) await updateCustomerContact({ id: editing.id, ...bodyOf(values) });
    else await addCustomerContact({ customerid, ...bodyOf(values) });
    toast(editing ? 'Contact Updated' : 'Contact Added', 'success');
    await refresh();
    setEditing(undefined);
  };

  return (
    <>
      <DataGrid<CustomerContact>
        columns={columns}
        data={contacts.data ?? []}
        isLoading={contacts.isLoading}
        isFetching={contacts.isFetching}
        getRowId={(row) => String(row.id)}
        hasColumnChooser={false}
        emptyText="No contacts"
        onRowOpen={canChange ? (contact) => setEditing(contact) : undefined}
        rowActionsWidth={88}
        renderRowActions={
          canChange
            ? (contact) => (
                <Box sx={{ display: 'flex' }}>
                  <Tooltip title="Edit">
                    <IconButton
                      size="small"
                      aria-label={`Edit ${nameOf(contact)}`}
                      onClick={() => setEditing(contact)}
                    >
                      <Edit fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton
                      size="small"
                      aria-label={`Delete ${nameOf(contact)}`}
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
      <FormDialog<Values>
        isOpen={editing !== undefined}
        title={editing ? 'Edit Contact' : 'Add Contact'}
        width={600}
        schema={formSchema}
        defaultValues={defaultValues}
        onSubmit={handleSubmit}
        onClose={() => setEditing(undefined)}
      >
        {({ control }) => (
          <Box sx={{ display: 'grid', gap: 1.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField control={control} name="title" label={label('title')} />
            <FormTextField control={control} name="emailaddress" label={label('emailaddress')} type="email" />
            <FormTextField control={control} name="firstname" label={label('firstname')} />
            <FormTextField control={control} name="lastname" label={label('lastname')} />
            <FormPhoneField control={control} name="phone" label={label('phone')} />
            <FormPhoneField control={control} name="mobilephone" label={label('mobilephone')} />
            <FormCheckbox control={control} name="isprimary" label={label('isprimary')} />
          </Box>
        )}
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        title="Delete Contact"
        confirmLabel="Delete"
        onConfirm={async () => {
          if (!removing) return;
          await removeCustomerContact(removing.id);
          toast('Contact removed', 'success');
          await refresh();
        }}
        onClose={() => setRemoving(null)}
      >
        Delete {removing ? nameOf(removing) : ''}?
      </ConfirmDialog>
    </>
  );
}
