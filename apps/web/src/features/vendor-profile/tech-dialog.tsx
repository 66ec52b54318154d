import { VENDOR_PORTAL_MESSAGES } from '@dispatchwise/shared';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { useToast } from '../../lib/toast';
import { createTech, updateTech } from './api/save-tech';
import type { VendorTech } from './api/types';

/** The tech popup's size (spec C 2.10 "tech 1000x300"). */
const TECH_POPUP = { width: 1000, height: 300 };

const required = (message: string) => z.string().refine((value) => value.trim().length > 0, { message });

/** First Name, Last Name and e-mail, all required (spec C 2.8), with the API's messages. */
const techFormSchema = z.object({
  given_name: required('First Name is required.'),
  family_name: required('Last Name is required.'),
  email: required('Email is required.'),
});
type TechFormValues = z.infer<typeof techFormSchema>;

const EMPTY: TechFormValues = { given_name: '', family_name: '', email: '' };

/** Which popup is open: a new tech, or one to edit. */
export type TechDialogTarget = { kind: 'new' } | { kind: 'edit'; tech: VendorTech };

type Props = { target: TechDialogTarget | null; onClose: () => void; onSaved: () => void };

/** Add / Edit Tech (1000x300): 'Tech Created' or 'Tech Updated' on Save (spec C 2.8, section 8). */
export function TechDialog({ target, onClose, onSaved }: Props) {
  const toast = useToast();
  const tech = target?.kind === 'edit' ? target.tech : null;
  // One object per record: the dialog resets its form when this changes.
  const defaultValues = useMemo(
    () => (tech ? { given_name: tech.given_name, family_name: tech.family_name, email: tech.email } : EMPTY),
    [tech],
  );

  const handleSubmit = async (values: TechFormValues) => {
    const input = {
      given_name: values.given_name.trim(),
      family_name: values.family_name.trim(),
      email: values.email.trim(),
    };
    if (tech) await updateTech({ id: tech.id, ...input });
    else await createTech(input);
    toast(tech ? VENDOR_PORTAL_MESSAGES.techUpdated : VENDOR_PORTAL_MESSAGES.techCreated, 'success');
    onSaved();
    onClose();
  };

  return (
    <FormDialog<TechFormValues>
      isOpen={target !== null}
      title={tech ? 'Edit Tech' : 'Add Tech'}
      {...TECH_POPUP}
      schema={techFormSchema}
      defaultValues={defaultValues}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            pt: 1,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <FormTextField control={control} name="given_name" label="First Name" required />
          <FormTextField control={control} name="family_name" label="Last Name" required />
          <FormTextField control={control} name="email" label="Email" type="email" required />
        </Box>
      )}
    </FormDialog>
  );
}
