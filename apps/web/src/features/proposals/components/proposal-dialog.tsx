import { isCustomerProposalEditable } from '@dispatchwise/shared';
import { Box, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormCurrencyField, FormRichTextField, FormTextField } from '../../../components/form-fields';
import { documentLineErrors, documentLineSection, LineItemsEditor } from '../../../components/line-items';
import { formatMoney } from '../../../lib/format';
import type { CustomerProposal } from '../api/types';
import {
  liveProposedAmount,
  newProposalValues,
  proposalFormSchema,
  proposalValues,
  type ProposalFormValues,
} from './proposal-form';

/** The editor popup's size on screens that fit it (the invoice editor's, spec B section 9). */
const WIDTH = 1200;
const HEIGHT = 800;

export type ProposalDialogTarget =
  | { kind: 'new'; quotedamount?: string | null; workordervendorid?: number | null }
  | { kind: 'edit'; proposal: CustomerProposal };

type Props = {
  target: ProposalDialogTarget | null;
  /** The order's description (rich text): Import Description copies it into Scope of Work. */
  description: string | null;
  onSubmit: (values: ProposalFormValues, target: ProposalDialogTarget) => Promise<void>;
  onClose: () => void;
};

/**
 * Add Proposal / Edit Proposal (spec B sections 2, 3, 5): Proposal Notes, Vendor Quoted Amount (required),
 * Margin percent (10..99.99, default 30), Customer Proposal #, Import Description, Scope of Work (required,
 * rich text), the line items (Add Item hidden once approved or rejected) and the live Proposed Amount.
 */
export function ProposalDialog({ target, description, onSubmit, onClose }: Props) {
  const defaultValues = useMemo(
    () =>
      target?.kind === 'edit' ? proposalValues(target.proposal) : newProposalValues(target?.quotedamount),
    [target],
  );
  const isLinesOpen = target?.kind !== 'edit' || isCustomerProposalEditable(target.proposal);
  return (
    <FormDialog<ProposalFormValues>
      isOpen={target !== null}
      title={target?.kind === 'edit' ? 'Edit Proposal' : 'Add Proposal'}
      width={WIDTH}
      height={HEIGHT}
      schema={proposalFormSchema}
      defaultValues={defaultValues}
      onSubmit={(values) => (target ? onSubmit(values, target) : Promise.resolve())}
      onClose={onClose}
      fieldAliases={{ scopeofwork: 'scopeofworkformatted' }}
    >
      {(form) => <ProposalFields form={form} description={description} isLinesOpen={isLinesOpen} />}
    </FormDialog>
  );
}

function ProposalFields({
  form,
  description,
  isLinesOpen,
}: {
  form: UseFormReturn<ProposalFormValues>;
  description: string | null;
  isLinesOpen: boolean;
}) {
  const { control } = form;
  const [quoted, margin] = useWatch({ control, name: ['quotedamount', 'marginpercent'] });
  const proposed = liveProposedAmount(quoted, margin);
  const errorsOfLines = documentLineErrors(form.formState.errors.details);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          alignItems: 'start',
        }}
      >
        <FormCurrencyField control={control} name="quotedamount" label="Vendor Quoted Amount" isRequired />
        <FormTextField
          control={control}
          name="marginpercent"
          label="Margin percent"
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          size="small"
          label="Proposed Amount"
          value={formatMoney(proposed)}
          slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true } }}
          helperText="Vendor Quoted Amount / (1 - margin / 100)"
        />
        <FormTextField control={control} name="externalproposalnumber" label="Customer Proposal #" />
      </Box>
      <FormTextField control={control} name="note" label="Proposal Notes" multiline minRows={2} />
      <FormRichTextField
        control={control}
        name="scopeofworkformatted"
        label="Scope of Work"
        isRequired
        setValue={form.setValue}
        importValue={description}
        importLabel="Import Description"
      />
      <Typography variant="subtitle2" component="h3">
        Line Items
      </Typography>
      <Controller
        control={control}
        name="details"
        render={({ field }) => (
          <LineItemsEditor
            section={documentLineSection}
            rows={field.value}
            onChange={field.onChange}
            errors={errorsOfLines}
            canAdd={isLinesOpen}
            isReadOnly={!isLinesOpen}
            margin={{
              priceLabel: 'Proposed Amount',
              price: proposed,
              costLabel: 'Vendor Quoted Amount',
              cost: quoted ? quoted.replace(/[$,\s]/g, '') : null,
              marginPercent: proposed === null ? null : Number(margin),
            }}
          />
        )}
      />
    </Box>
  );
}
