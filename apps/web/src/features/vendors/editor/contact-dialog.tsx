import { formatUsPhone, isCompleteUsPhone, phoneDigits, VENDOR_MESSAGES } from '@dispatchwise/shared';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { FormCheckbox, FormPhoneField, FormTextField } from '../../../components/form-fields';
import { useCaptions } from '../../../lib/captions';
import { useToast } from '../../../lib/toast';
import { addVendorContact, updateVendorContact } from './api/save-vendor-contact';
import type { VendorContact } from './api/types';
import { PHONE_FORMAT_MESSAGE } from './vendor-form-schema';

type ContactValues = {
  title: string;
  firstname: string;
  lastname: string;
  emailaddress: string;
  phone: string;
  mobilephone: string;
  isprimary: boolean;
};

/** Spec C 2.4 and section 5: title at most 50 characters. */
export const CONTACT_TITLE_MAX = 50;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const optionalPhone = z
  .string()
  .refine((value) => !value || isCompleteUsPhone(value), { message: PHONE_FORMAT_MESSAGE });

const contactSchema = (emailInvalid: string) =>
  z.object({
    title: z.string().refine((value) => value.trim().length <= CONTACT_TITLE_MAX, {
      message: VENDOR_MESSAGES.contactTitle,
    }),
    firstname: z.string(),
    lastname: z.string(),
    emailaddress: z.string().refine((value) => !value.trim() || EMAIL.test(value.trim()), {
      message: emailInvalid,
    }),
    phone: optionalPhone,
    mobilephone: optionalPhone,
    isprimary: z.boolean(),
  }) satisfies z.ZodType<ContactValues, ContactValues>;

const EMPTY_CONTACT: ContactValues = {
  title: '',
  firstname: '',
  lastname: '',
  emailaddress: '',
  phone: '',
  mobilephone: '',
  isprimary: false,
};

/** How a contact is named in buttons and questions: their name, else title, else e-mail. */
export const contactNameOf = (contact: VendorContact) =>
  [contact.firstname, contact.lastname].filter(Boolean).join(' ') ||
  contact.title ||
  contact.emailaddress ||
  `contact #${contact.id}`;

const textOrNull = (value: string) => value.trim() || null;
const phoneOrNull = (digits: string) => (digits ? formatUsPhone(digits) : null);

type Props = {
  vendorid: number;
  /** undefined: closed; null: a new contact. */
  contact: VendorContact | null | undefined;
  onClose: () => void;
  onSaved: () => void;
};

/** The Add Contact / Edit Contact popup (spec C 2.4 Contacts). */
export function ContactDialog({ vendorid, contact, onClose, onSaved }: Props) {
  const toast = useToast();
  const caption = useCaptions();
  const label = (field: keyof ContactValues) => caption('vendorcontact', field);
  const schema = useMemo(
    () => contactSchema(`${caption('vendorcontact', 'emailaddress')} is invalid.`),
    [caption],
  );
  const defaults = useMemo<ContactValues>(
    () =>
      contact
        ? {
            title: contact.title ?? '',
            firstname: contact.firstname ?? '',
            lastname: contact.lastname ?? '',
            emailaddress: contact.emailaddress ?? '',
            phone: phoneDigits(contact.phone),
            mobilephone: phoneDigits(contact.mobilephone),
            isprimary: contact.isprimary,
          }
        : EMPTY_CONTACT,
    [contact],
  );

  const handleSubmit = async (values: ContactValues) => {
    const fields = {
      title: textOrNull(values.title),
      firstname: textOrNull(values.firstname),
      lastname: textOrNull(values.lastname),
      emailaddress: textOrNull(values.emailaddress),
      phone: phoneOrNull(values.phone),
      mobilephone: phoneOrNull(values.mobilephone),
      isprimary: values.isprimary,
    };
    if (contact) await updateVendorContact({ id: contact.id, ...fields });
    else await addVendorContact({ vendorid, ...fields });
    toast(contact ? 'Contact Updated' : 'Contact Added', 'success');
    onSaved();
    onClose();
  };

  return (
    <FormDialog<ContactValues>
      isOpen={contact !== undefined}
      title={contact ? 'Edit Contact' : 'Add Contact'}
      width={600}
      schema={schema}
      defaultValues={defaults}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField control={control} name="title" label={label('title')} />
          </Box>
          <FormTextField control={control} name="firstname" label={label('firstname')} />
          <FormTextField control={control} name="lastname" label={label('lastname')} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField control={control} name="emailaddress" label={label('emailaddress')} type="email" />
          </Box>
          <FormPhoneField control={control} name="phone" label={label('phone')} />
          <FormPhoneField control={control} name="mobilephone" label={label('mobilephone')} />
          <FormCheckbox control={control} name="isprimary" label={label('isprimary')} />
        </Box>
      )}
    </FormDialog>
  );
}
