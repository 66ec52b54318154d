import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import type { VendorAddressValidation } from './api/types';

/** An address as the dialogs show it. */
export type ShownAddress = {
  address: string;
  address2?: string | null;
  city: string;
  statecode: string;
  postalcode: string;
};

/** The questions Save may ask after validating the address (spec C 2.5). */
export type AddressQuestion =
  | { kind: 'confirm-address'; entered: ShownAddress; validation: VendorAddressValidation }
  | { kind: 'existing-vendor'; validation: VendorAddressValidation };

function AddressLines({ heading, address }: { heading: string; address: ShownAddress }) {
  return (
    <Box component="section" aria-label={heading} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {heading}
      </Typography>
      <Typography variant="body2">{address.address}</Typography>
      {address.address2 ? <Typography variant="body2">{address.address2}</Typography> : null}
      <Typography variant="body2">{`${address.city}, ${address.statecode} ${address.postalcode}`}</Typography>
    </Box>
  );
}

const validatedOf = (validation: VendorAddressValidation): ShownAddress => ({
  address: validation.address,
  address2: validation.address2,
  city: validation.city,
  statecode: validation.state,
  postalcode: validation.postalCode,
});

function QuestionDialog({
  title,
  children,
  onAnswer,
}: {
  title: string;
  children: ReactNode;
  onAnswer: (isAccepted: boolean) => void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={() => onAnswer(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>Cancel</Button>
        <Button variant="contained" onClick={() => onAnswer(true)} autoFocus>
          Accept
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Confirm Address (the entered address beside the validated one) or Existing Vendor Found (the vendor that
 * already has this address or name, "Create?"), spec C 2.5. Accept or Cancel answers the question.
 */
export function AddressQuestionDialog({
  question,
  onAnswer,
}: {
  question: AddressQuestion | null;
  onAnswer: (isAccepted: boolean) => void;
}) {
  if (!question) return null;
  if (question.kind === 'confirm-address') {
    return (
      <QuestionDialog title="Confirm Address" onAnswer={onAnswer}>
        <DialogContentText sx={{ mb: 2 }}>
          The address was checked against the zip code. Accept uses the validated address.
        </DialogContentText>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <AddressLines heading="Entered Address" address={question.entered} />
          <AddressLines heading="Validated Address" address={validatedOf(question.validation)} />
        </Box>
      </QuestionDialog>
    );
  }
  const existing = question.validation.existingVendor;
  return (
    <QuestionDialog title="Existing Vendor Found" onAnswer={onAnswer}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {[
          ['Name', existing?.name ?? question.validation.existingVendorName ?? ''],
          ['Address', existing?.address ?? ''],
          ['City', existing?.city ?? ''],
          ['State', existing?.statecode ?? ''],
          ['Zip', existing?.postalcode ?? ''],
        ].map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <DialogContentText sx={{ mt: 2 }}>Create?</DialogContentText>
    </QuestionDialog>
  );
}
