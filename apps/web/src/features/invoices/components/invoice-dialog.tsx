import { documentTotals } from '@dispatchwise/shared';
import { Box, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormCheckbox, FormRichTextField, FormTextField } from '../../../components/form-fields';
import { documentLineErrors, documentLineSection, LineItemsEditor } from '../../../components/line-items';
import { formatDate, formatMoney } from '../../../lib/format';
import type { CustomerInvoice } from '../api/types';
import { invoiceFormSchema, invoiceValues, NEW_INVOICE, type InvoiceFormValues } from './invoice-form';

/** The editor popup's size on screens that fit it (spec B section 9: invoice edit 1200x800). */
const WIDTH = 1200;
const HEIGHT = 800;

export type InvoiceDialogTarget = { kind: 'new' } | { kind: 'edit'; invoice: CustomerInvoice };

type Props = {
  target: InvoiceDialogTarget | null;
  /** The order's description (rich text): Import Description copies it into Scope of Work. */
  description: string | null;
  /** The order's vendor cost (the margin summary's), as the API gives it with every invoice; null: unknown. */
  vendorCost: string | null;
  /** Save (fields and lines) is offered; otherwise the popup only shows the invoice. */
  canSave: boolean;
  /** Add Item is offered (hidden once approved, spec B section 2). */
  canAddItem: boolean;
  onSubmit: (values: InvoiceFormValues, target: InvoiceDialogTarget) => Promise<void>;
  onClose: () => void;
};

/**
 * Add Invoice / Edit Invoice (spec B sections 2, 3 "Invoice", 5): the API's dates, Sent By, Payment Due and
 * Amount Received read-only; Bill w/o Signoff, Import Description, Scope of Work (required, rich text), note and
 * the line items with the margin of their total against the vendor cost (`invoiceMargin`).
 */
export function InvoiceDialog({
  target,
  description,
  vendorCost,
  canSave,
  canAddItem,
  onSubmit,
  onClose,
}: Props) {
  const defaultValues = useMemo(
    () => (target?.kind === 'edit' ? invoiceValues(target.invoice) : NEW_INVOICE),
    [target],
  );
  return (
    <FormDialog<InvoiceFormValues>
      isOpen={target !== null}
      title={target?.kind === 'edit' ? 'Edit Invoice' : 'Add Invoice'}
      width={WIDTH}
      height={HEIGHT}
      schema={invoiceFormSchema}
      defaultValues={defaultValues}
      onSubmit={(values) => (target ? onSubmit(values, target) : Promise.resolve())}
      onClose={onClose}
      fieldAliases={{ scopeofwork: 'scopeofworkformatted' }}
      isReadOnly={!canSave}
    >
      {(form) => (
        <InvoiceFields
          form={form}
          invoice={target?.kind === 'edit' ? target.invoice : null}
          description={description}
          vendorCost={vendorCost}
          isReadOnly={!canSave}
          canAddItem={canSave && canAddItem}
        />
      )}
    </FormDialog>
  );
}

/** A figure the API sets, shown as a read-only input. */
function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      placeholder="Set when saved"
      slotProps={{
        input: { readOnly: true },
        htmlInput: { 'aria-readonly': true },
        inputLabel: { shrink: true },
      }}
    />
  );
}

function InvoiceFields({
  form,
  invoice,
  description,
  vendorCost,
  isReadOnly,
  canAddItem,
}: {
  form: UseFormReturn<InvoiceFormValues>;
  invoice: CustomerInvoice | null;
  description: string | null;
  vendorCost: string | null;
  isReadOnly: boolean;
  canAddItem: boolean;
}) {
  const { control } = form;
  const rows = useWatch({ control, name: 'details' });
  const total = documentTotals(rows.map(documentLineSection.amountsOf)).total;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
          alignItems: 'start',
        }}
      >
        <ReadOnlyField label="Invoice Date" value={formatDate(invoice?.invoicingdate ?? null)} />
        <ReadOnlyField label="Due Date" value={formatDate(invoice?.duedate ?? null)} />
        <ReadOnlyField label="Complete Date" value={formatDate(invoice?.completedate ?? null)} />
        <ReadOnlyField label="Sent By" value={invoice?.sentby ?? ''} />
        <ReadOnlyField label="Payment Due" value={invoice ? formatMoney(invoice.paymentdue) : ''} />
        <ReadOnlyField
          label="Amount Received"
          value={invoice ? formatMoney(invoice.amountreceived ?? '0') : ''}
        />
      </Box>
      {isReadOnly ? (
        <Typography variant="body2" color="text.secondary">
          {invoice?.isrejected
            ? 'This invoice was rejected: it can no longer be changed.'
            : invoice?.isapproved
              ? 'This invoice is approved: un-approve it to change it.'
              : 'You can read this invoice but not change it.'}
        </Typography>
      ) : null}
      <FormCheckbox
        control={control}
        name="billwithoutsignoff"
        label="Bill w/o Signoff"
        isReadOnly={isReadOnly}
      />
      <FormRichTextField
        control={control}
        name="scopeofworkformatted"
        label="Scope of Work"
        isRequired
        isReadOnly={isReadOnly}
        setValue={form.setValue}
        importValue={description}
        importLabel="Import Description"
      />
      <FormTextField
        control={control}
        name="note"
        label="Note"
        multiline
        minRows={2}
        slotProps={{ input: { readOnly: isReadOnly } }}
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
            errors={documentLineErrors(form.formState.errors.details)}
            canAdd={canAddItem}
            isReadOnly={isReadOnly}
            margin={{ priceLabel: 'Invoice Total', price: total, costLabel: 'Vendor Cost', cost: vendorCost }}
          />
        )}
      />
    </Box>
  );
}
