import { TERMS, VENDOR_MESSAGES, vendorFieldMessage } from '@dispatchwise/shared';
import Close from '@mui/icons-material/Close';
import Save from '@mui/icons-material/Save';
import { Alert, Box, Button, CircularProgress, Paper } from '@mui/material';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ErrorBoundary } from '../../../components/error-boundary';
import { applyServerErrors } from '../../../components/form-dialog';
import { useStateOptions } from '../../../components/geography-picker';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { vendorDetailsPath } from '../../../entities/vendors/paths';
import { ApiError } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { VENDOR_LIST_PATH } from '../editor/vendor-details-page';
import { VendorContactFields, type VendorChoices } from '../editor/vendor-contact-fields';
import {
  EMPTY_NEW_VENDOR,
  newVendorFormSchema,
  toNewVendorInput,
  type NewVendorFormValues,
} from '../editor/vendor-form-schema';
import { AddressQuestionDialog, type AddressQuestion } from './address-dialogs';
import { useVendorTiers } from './api/get-vendor-tiers';
import { saveVendor } from './api/save-vendor';
import type { VendorAddressValidation } from './api/types';
import { validateVendorAddress } from './api/validate-vendor-address';
import { schemaResolver } from '../../../lib/form-schema';

/** Terms are the shared list the database is seeded with (spec C section 9). */
const TERM_OPTIONS = TERMS.map((term) => ({ value: term.id, label: term.termdescription }));

/** The validated address copied into the form by Accept on Confirm Address (spec C 2.5). */
const withValidatedAddress = (
  values: NewVendorFormValues,
  validation: VendorAddressValidation,
): NewVendorFormValues => ({
  ...values,
  address: validation.address,
  city: validation.city,
  statecode: validation.state,
  postalcode: validation.postalCode,
  county: values.county.trim() || validation.county || '',
});

/** /vendor/new?id=0: a new vendor (spec C 2.5). */
export default function VendorNewPage() {
  return (
    <ErrorBoundary location="route:/vendor/new">
      <NewVendor />
    </ErrorBoundary>
  );
}

function NewVendor() {
  const navigate = useNavigate();
  const toast = useToast();
  const states = useStateOptions();
  const tiers = useVendorTiers();
  const [formError, setFormError] = useState<string | null>(null);
  const [question, setQuestion] = useState<{ ask: AddressQuestion; answer: (ok: boolean) => void } | null>(
    null,
  );
  const form = useForm<NewVendorFormValues>({
    resolver: schemaResolver(newVendorFormSchema),
    defaultValues: EMPTY_NEW_VENDOR,
    mode: 'onTouched',
  });
  const { isSubmitting, isDirty } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty, { subject: 'this vendor' });

  const choices = useMemo<VendorChoices>(
    () => ({
      states: (states.data ?? []).map((state) => ({ value: state.statecode, label: state.statecode })),
      tiers: (tiers.data ?? []).map((tier) => ({ value: tier.id, label: tier.name })),
      terms: TERM_OPTIONS,
      isLoading: states.isLoading || tiers.isLoading,
    }),
    [states.data, states.isLoading, tiers.data, tiers.isLoading],
  );

  const ask = (next: AddressQuestion) =>
    new Promise<boolean>((resolve) => setQuestion({ ask: next, answer: resolve }));
  const handleAnswer = (isAccepted: boolean) => {
    question?.answer(isAccepted);
    setQuestion(null);
  };

  /** A failed call: a 400's messages on the fields, anything else above the form. */
  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    const rest = applyServerErrors(form, error);
    if (rest.length > 0 || !error.errors) setFormError([error.message, ...rest].join(' '));
  };

  const handleSave = form.handleSubmit(async (values) => {
    setFormError(null);
    let validation: VendorAddressValidation;
    try {
      validation = await validateVendorAddress({
        name: values.name.trim(),
        address: values.address.trim(),
        address2: values.address2.trim() || null,
        city: values.city.trim(),
        statecode: values.statecode ?? '',
        postalcode: values.postalcode.trim(),
      });
    } catch (error) {
      showFailure(error);
      return;
    }
    if (!validation.isValid) {
      form.setError('postalcode', {
        type: 'server',
        message: validation.message ?? vendorFieldMessage.invalid('postalcode'),
      });
      return;
    }
    let accepted = values;
    if (validation.addressChanged) {
      const entered = {
        address: values.address,
        address2: values.address2,
        city: values.city,
        statecode: values.statecode ?? '',
        postalcode: values.postalcode,
      };
      if (!(await ask({ kind: 'confirm-address', entered, validation }))) return;
      accepted = withValidatedAddress(values, validation);
      for (const name of ['address', 'city', 'statecode', 'postalcode', 'county'] as const) {
        form.setValue(name, accepted[name], { shouldDirty: true });
      }
    }
    if (validation.existingAddress || validation.existingVendor) {
      if (!(await ask({ kind: 'existing-vendor', validation }))) return;
    }
    try {
      const saved = await saveVendor(toNewVendorInput(accepted));
      toast(VENDOR_MESSAGES.saved, 'success');
      // Saved: the edits live on in the new vendor's details, so leaving asks nothing.
      await guard.leave(() => navigate(vendorDetailsPath(saved.id)));
    } catch (error) {
      showFailure(error);
    }
  });

  const handleCancel = () => {
    // Back where the user came from; a tab opened on this address has nowhere to go back to.
    if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate(VENDOR_LIST_PATH);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box role="toolbar" aria-label="New vendor actions" sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" startIcon={<Close />} onClick={handleCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void handleSave()}
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : <Save />}
        >
          Save
        </Button>
      </Box>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        aria-label="New vendor"
        onSubmit={(event) => {
          event.preventDefault();
          void handleSave();
        }}
        sx={{ p: { xs: 1.5, md: 2 }, display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <VendorContactFields
          control={form.control}
          choices={choices}
          isReadOnly={false}
          isAreaCodeRestricted
        />
      </Paper>
      <AddressQuestionDialog question={question?.ask ?? null} onAnswer={handleAnswer} />
      {guard.dialog}
    </Box>
  );
}
