import { formatUsPhone, isCompleteUsPhone, JOB_SITE_MESSAGES, phoneDigits } from '@dispatchwise/shared';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { z } from 'zod';
import { useCaptions } from '../../lib/captions';
import { useToast } from '../../lib/toast';
import { FormDialog } from '../form-dialog';
import { FormCheckbox, FormPhoneField, FormTextField } from '../form-fields';
import { addContact, updateContact, type ContactFields, type ContactOwner, type ContactRecord } from './api';
import { CONTACT_AREAS } from './contact-areas';

type ContactValues = {
  title: string;
  firstname: string;
  lastname: string;
  emailaddress: string;
  phone: string;
  mobilephone: string;
  isprimary: boolean;
};

/** Spec C 2.4, 3 and section 5: a contact's title is at most 50 characters. */
export const CONTACT_TITLE_MAX = 50;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The spec's words for an incomplete US phone (spec C 2.3); the vendor forms say the same.
const optionalPhone = z
  .string()
  .refine((value) => !value || isCompleteUsPhone(value), { message: JOB_SITE_MESSAGES.phone });

const contactSchema = ({ titleMessage, emailInvalid }: { titleMessage: string; emailInvalid: string }) =>
  z.object({
    title: z.string().refine((value) => value.trim().length <= CONTACT_TITLE_MAX, { message: titleMessage }),
    firstname: z.string(),
    lastname: z.string(),
    emailaddress: z.string().refine((value) => !value.trim() || EMAIL.test(value.trim()), {
      message: emailInvalid,
    }),
    phone: optionalPhone,
    mobilephone: optionalPhone,
    isprimary: z.boolean(),
  }) satisfies z.ZodType<ContactValues, ContactValues>;

const valuesOf = (contact: ContactRecord | null): ContactValues => ({
  title: contact?.title ?? '',
  firstname: contact?.firstname ?? '',
  lastname: contact?.lastname ?? '',
  emailaddress: contact?.emailaddress ?? '',
  phone: phoneDigits(contact?.phone),
  mobilephone: phoneDigits(contact?.mobilephone),
  isprimary: contact?.isprimary ?? false,
});

const textOrNull = (value: string) => value.trim() || null;
const phoneOrNull = (digits: string) => (digits ? formatUsPhone(digits) : null);

const fieldsOf = (values: ContactValues): ContactFields => ({
  title: textOrNull(values.title),
  firstname: textOrNull(values.firstname),
  lastname: textOrNull(values.lastname),
  emailaddress: textOrNull(values.emailaddress),
  phone: phoneOrNull(values.phone),
  mobilephone: phoneOrNull(values.mobilephone),
  isprimary: values.isprimary,
});

export type ContactDialogProps = {
  owner: ContactOwner;
  /** undefined: closed; null: a new contact. */
  contact: ContactRecord | null | undefined;
  onClose: () => void;
  onSaved: () => void;
};

/** The Add Contact / Edit Contact popup of any owner (spec C 2.3, 2.4 Contacts), 600 wide. */
export function ContactDialog({ owner, contact, onClose, onSaved }: ContactDialogProps) {
  const toast = useToast();
  const caption = useCaptions();
  const { captionTable, titleMessage } = CONTACT_AREAS[owner.area];
  const label = (field: keyof ContactValues) => caption(captionTable, field);
  const schema = useMemo(
    () =>
      contactSchema({ titleMessage, emailInvalid: `${caption(captionTable, 'emailaddress')} is invalid.` }),
    [caption, captionTable, titleMessage],
  );
  const defaults = useMemo(() => valuesOf(contact ?? null), [contact]);

  const handleSubmit = async (values: ContactValues) => {
    if (contact) await updateContact(owner, contact.id, fieldsOf(values));
    else await addContact(owner, fieldsOf(values));
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
