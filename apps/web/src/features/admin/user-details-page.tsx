import { USER_TYPES } from '@dispatchwise/shared';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { applyServerErrors } from '../../components/form-dialog';
import { FormCheckbox, FormSelect, FormTextField } from '../../components/form-fields';
import { Loading } from '../../components/loading';
import { schemaResolver } from '../../lib/form-schema';
import { ApiError } from '../../lib/http';
import { useToast } from '../../lib/toast';
import { useUser } from './api/get-user';
import { useUpdateUser } from './api/update-user';
import { useUserCaptions } from './components/user-captions';
import type { AdminUser } from './types';
import type { UserEditValues } from './user-edit-schema';

// The change history (a grid) loads when its section is opened (docs/decisions/212).
const ChangeHistory = lazy(() =>
  import('../../entities/audit').then((module) => ({ default: module.ChangeHistory })),
);

const USER_TYPE_OPTIONS = USER_TYPES.map((type) => ({ value: type.id, label: type.name }));

const toValues = (user: AdminUser): UserEditValues => ({
  username: user.username || user.email,
  firstName: user.firstName ?? user.given_name ?? '',
  lastName: user.lastName ?? user.family_name ?? '',
  email: user.email ?? '',
  usertypeid: user.usertypeid ?? null,
  issalesrep: user.issalesrep,
  isdispatcher: user.isdispatcher,
});

/** /admin/users/details?id={id}: the user edit form of spec C "User edit". */
export default function UserDetailsPage() {
  const [params] = useSearchParams();
  const rawId = Number(params.get('id'));
  const id = Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  const user = useUser(id);

  if (id === null)
    return <Alert severity="warning">No user was chosen. Open a user from the Users list.</Alert>;
  if (user.isLoading) return <Loading />;
  if (user.isError || !user.data) {
    return <Alert severity="error">{user.error?.message ?? 'The user could not be loaded.'}</Alert>;
  }
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <UserEditForm key={user.data.id} user={user.data} />
      {/* Who changed the user and its roles (docs/decisions/181), read when opened (decision 212). */}
      <Accordion
        disableGutters
        variant="outlined"
        slotProps={{ transition: { unmountOnExit: true } }}
        sx={{ minWidth: 0 }}
      >
        <AccordionSummary expandIcon={<ExpandMore />}>
          <Typography variant="h6" component="h2">
            Change History
          </Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ minWidth: 0 }}>
          <Suspense fallback={<Loading />}>
            <ChangeHistory record="user" id={user.data.id} />
          </Suspense>
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
}

function UserEditForm({ user }: { user: AdminUser }) {
  const toast = useToast();
  const captions = useUserCaptions();
  const updateUser = useUpdateUser({ isSilent: true });
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useCallback(
    () => import('./user-edit-schema').then((module) => module.userEditSchema(captions)),
    [captions],
  );
  const form = useForm<UserEditValues>({
    resolver: schemaResolver(schema),
    defaultValues: toValues(user),
    mode: 'onTouched',
  });
  const { control, formState } = form;
  const username = useWatch({ control, name: 'username' });

  useEffect(() => form.reset(toValues(user)), [form, user]);

  const handleSave = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await updateUser.mutateAsync({
        id: user.id,
        username: values.username,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        usertypeid: values.usertypeid!,
        issalesrep: values.issalesrep,
        isdispatcher: values.isdispatcher,
      });
      toast('You have submitted the form', 'success', 3000);
    } catch (error) {
      toast('Failed to submit the form', 'error', 3000);
      if (error instanceof ApiError) {
        const rest = applyServerErrors(form, error, { given_name: 'firstName', family_name: 'lastName' });
        if (rest.length > 0 || !error.errors) setFormError([error.message, ...rest].join(' '));
      }
    }
  });

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Button component={Link} to="/admin" startIcon={<ArrowBack />} sx={{ mb: 1.5 }}>
        Users
      </Button>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={handleSave}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack spacing={2.5}>
          <div>
            <Typography variant="h6" component="h2">
              {[user.given_name, user.family_name].filter(Boolean).join(' ') || user.email}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {(user.app_metadata?.roles ?? []).join(', ') || 'No role'}
              {user.blocked ? ' · Blocked' : ''}
              {user.isactive ? '' : ' · Inactive'}
            </Typography>
          </div>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <TextField
            label="Username"
            value={username}
            size="small"
            fullWidth
            slotProps={{ input: { readOnly: true } }}
            helperText="The sign-in name; it follows the e-mail address."
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField control={control} name="firstName" label={captions.given_name} required />
            <FormTextField control={control} name="lastName" label={captions.family_name} required />
          </Box>
          <FormTextField control={control} name="email" label={captions.email} type="email" required />
          <FormSelect control={control} name="usertypeid" label="User Type" options={USER_TYPE_OPTIONS} />
          <Stack direction="row" spacing={2}>
            <FormCheckbox control={control} name="issalesrep" label="Sales Rep" />
            <FormCheckbox control={control} name="isdispatcher" label="Dispatcher" />
          </Stack>
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={formState.isSubmitting}
              startIcon={formState.isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              Save
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
