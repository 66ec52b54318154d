import { VENDOR_PORTAL_MESSAGES } from '@dispatchwise/shared';
import { Box, TextField, Typography } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { useToast } from '../../lib/toast';
import { setTechPassword } from './api/save-tech';
import type { VendorTech } from './api/types';

/**
 * The password popup (spec C 2.10 "password 300x280"): 300 wide; as high as its fields need (about 330),
 * since at 280 the dialog's own title, padding and buttons would scroll the live text out of sight
 * (decision 161).
 */
const PASSWORD_POPUP = { width: 300 };

/** The live line under the fields (spec C 2.8). */
export const PASSWORD_MATCH_TEXT = { differ: 'Use same password', match: 'Password Matched' } as const;

// The password rules are the API's (sign-in's, decision 157): its 400 lands on New Password.
const passwordFormSchema = z.object({
  password: z.string().min(1, 'New Password is required.'),
  confirmpassword: z.string(),
});
type PasswordFormValues = z.infer<typeof passwordFormSchema>;

const EMPTY: PasswordFormValues = { password: '', confirmpassword: '' };

/** Save only when both fields hold the same, non-empty password. */
const isMatched = (values: PasswordFormValues) =>
  values.password.length > 0 && values.password === values.confirmpassword;

/** 'Use same password' while the two differ, 'Password Matched' once they agree; nothing before typing. */
function MatchText({ control }: { control: Control<PasswordFormValues> }) {
  const [password, confirmpassword] = useWatch({ control, name: ['password', 'confirmpassword'] });
  if (!password && !confirmpassword) return null;
  const isMatch = isMatched({ password, confirmpassword });
  return (
    <Typography
      variant="body2"
      role="status"
      color={isMatch ? 'success.main' : 'error.main'}
      sx={{ fontWeight: 600 }}
    >
      {isMatch ? PASSWORD_MATCH_TEXT.match : PASSWORD_MATCH_TEXT.differ}
    </Typography>
  );
}

type Props = { tech: VendorTech | null; onClose: () => void; onSaved: () => void };

/**
 * Change Password (300x280; spec C 2.8): the tech's name read-only, New Password and Confirm Password;
 * Save (PATCH /vendorprofile/techpassword, decision 157) only while they match. Confirm is not sent.
 */
export function TechPasswordDialog({ tech, onClose, onSaved }: Props) {
  const toast = useToast();
  const handleSubmit = async (values: PasswordFormValues) => {
    if (!tech) return;
    await setTechPassword({ id: tech.id, password: values.password });
    toast(VENDOR_PORTAL_MESSAGES.techUpdated, 'success');
    onSaved();
    onClose();
  };

  return (
    <FormDialog<PasswordFormValues>
      isOpen={tech !== null}
      title="Change Password"
      {...PASSWORD_POPUP}
      schema={passwordFormSchema}
      defaultValues={EMPTY}
      onSubmit={handleSubmit}
      onClose={onClose}
      canSubmit={isMatched}
    >
      {({ control }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 1 }}>
          <TextField
            label="Tech"
            value={tech?.name ?? ''}
            size="small"
            fullWidth
            slotProps={{ input: { readOnly: true } }}
          />
          <FormTextField
            control={control}
            name="password"
            label="New Password"
            type="password"
            autoComplete="new-password"
            required
          />
          <FormTextField
            control={control}
            name="confirmpassword"
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
          />
          <MatchText control={control} />
        </Box>
      )}
    </FormDialog>
  );
}
