import { Box, Divider, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormAutocomplete, FormCheckbox, FormTextField } from '../../../components/form-fields';
import { useToast } from '../../../lib/toast';
import { useCreateUser } from '../api/create-user';
import { useCustomers } from '../../../entities/customers';
import { useReports } from '../api/get-reports';
import { useRoles } from '../api/get-roles';
import { useVendorsForLookup } from '../api/get-vendors-for-lookup';
import { useUpdateUser } from '../api/update-user';
import type { AdminUser } from '../types';
import {
  buildUserSchema,
  EMPTY_USER,
  needsCustomerLink,
  needsVendorLink,
  toFormValues,
  toUserInput,
  type UserFormValues,
} from './user-form-schema';
import { useUserCaptions, type UserCaptions } from './user-captions';

export type UserDialogProps = {
  isOpen: boolean;
  /** The user to edit, or null to add one. */
  user: AdminUser | null;
  onClose: () => void;
};

/** Server error keys that differ from the form's field names. */
const FIELD_ALIASES = { 'app_metadata.roles': 'roles' };

/** The 'User Information' popup of the Users grid (spec A "Admin": 1000x700). */
export function UserDialog({ isOpen, user, onClose }: UserDialogProps) {
  const toast = useToast();
  const captions = useUserCaptions();
  const schema = useMemo(() => buildUserSchema(captions), [captions]);
  const defaultValues = useMemo(() => (user ? toFormValues(user) : EMPTY_USER), [user]);
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();

  const handleSubmit = async (values: UserFormValues) => {
    const input = toUserInput(values, user);
    if (user) {
      await updateUser.mutateAsync({ id: user.id, ...input });
      toast('User Updated', 'success');
    } else {
      await createUser.mutateAsync(input);
      toast('User Created', 'success');
    }
    onClose();
  };

  return (
    <FormDialog<UserFormValues>
      isOpen={isOpen}
      title="User Information"
      width={1000}
      height={700}
      schema={schema}
      defaultValues={defaultValues}
      onSubmit={handleSubmit}
      onClose={onClose}
      fieldAliases={FIELD_ALIASES}
    >
      {(form) => <UserFields form={form} captions={captions} user={user} />}
    </FormDialog>
  );
}

function UserFields({
  form,
  captions,
  user,
}: {
  form: UseFormReturn<UserFormValues>;
  captions: UserCaptions;
  user: AdminUser | null;
}) {
  const { control } = form;
  const roles = useWatch({ control, name: 'roles' }) ?? [];
  const vendorid = useWatch({ control, name: 'vendorid' });
  const isVendorLinked = needsVendorLink(roles);
  const isCustomerLinked = needsCustomerLink(roles);
  const [vendorSearch, setVendorSearch] = useState('');

  const rolesQuery = useRoles();
  const reportsQuery = useReports();
  const vendorsQuery = useVendorsForLookup(vendorSearch, isVendorLinked);
  const customersQuery = useCustomers({ isEnabled: isCustomerLinked });

  const roleOptions = (rolesQuery.data ?? []).map((role) => ({ value: role.name, label: role.name }));
  const reportOptions = (reportsQuery.data ?? []).map((report) => ({
    value: report.id,
    label: report.reportname,
  }));
  const customerOptions = (customersQuery.data ?? []).map((customer) => ({
    value: customer.id,
    label: customer.customername,
  }));
  const vendorOptions = (vendorsQuery.data ?? []).map((vendor) => ({
    value: vendor.id,
    label: [vendor.name, [vendor.city, vendor.statecode].filter(Boolean).join(', ')]
      .filter(Boolean)
      .join(' — '),
  }));
  // Keep the current vendor choosable even when it is not on the loaded page of results.
  if (vendorid !== null && !vendorOptions.some((option) => option.value === vendorid)) {
    vendorOptions.unshift({ value: vendorid, label: `Vendor #${vendorid}` });
  }

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography variant="subtitle2" color="text.secondary">
          Account
        </Typography>
        <FormTextField control={control} name="given_name" label={captions.given_name} required autoFocus />
        <FormTextField control={control} name="family_name" label={captions.family_name} required />
        <FormTextField
          control={control}
          name="email"
          label={captions.email}
          type="email"
          required
          autoComplete="off"
        />
        {user === null ? (
          <FormTextField
            control={control}
            name="password"
            label="Initial password"
            type="password"
            autoComplete="new-password"
            helperText="Leave empty to e-mail an invitation"
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Signed in {user.logins_count} {user.logins_count === 1 ? 'time' : 'times'}
          </Typography>
        )}
        <FormAutocomplete
          control={control}
          name="roles"
          label={captions.roles}
          options={roleOptions}
          isMultiple
          isLoading={rolesQuery.isLoading}
        />
        {isVendorLinked ? (
          <FormAutocomplete
            control={control}
            name="vendorid"
            label={captions.vendorid}
            options={vendorOptions}
            isLoading={vendorsQuery.isFetching}
            onSearchChange={setVendorSearch}
            helperText="The vendor whose work orders this user sees"
          />
        ) : null}
        {isCustomerLinked ? (
          <FormAutocomplete
            control={control}
            name="customerid"
            label={captions.customerid}
            options={customerOptions}
            isLoading={customersQuery.isLoading}
            helperText="The customer whose work orders this user sees"
          />
        ) : null}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography variant="subtitle2" color="text.secondary">
          Status and duties
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
          <FormCheckbox control={control} name="isactive" label="Active" />
          <FormCheckbox control={control} name="blocked" label="Blocked" />
          <FormCheckbox control={control} name="isdispatcher" label="Dispatcher" />
          <FormCheckbox control={control} name="issalesrep" label="Sales Rep" />
        </Box>
        <Divider />
        <Typography variant="subtitle2" color="text.secondary">
          Report access
        </Typography>
        <FormAutocomplete
          control={control}
          name="reports"
          label="Reports"
          options={reportOptions}
          isMultiple
          isLoading={reportsQuery.isLoading}
        />
      </Box>
    </Box>
  );
}
