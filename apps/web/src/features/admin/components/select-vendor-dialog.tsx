import { PAGE_SIZES } from '@dispatchwise/shared';
import { Alert, Box } from '@mui/material';
import { useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { DataGrid } from '../../../components/data-grid';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';
import { useDispatchVendorChoices } from '../api/get-trade-vendors';
import type { DispatchVendorChoice } from '../types';
import { ChooseButton, chosenRowStyle } from './choose-row';
import { CHOICE_COLUMNS } from './dispatch-columns';
import { priorityTextSchema } from './priority-form';

export const CHOOSE_VENDOR = 'Choose a vendor.';

const schema = z.object({
  vendorid: z
    .number()
    .nullable()
    .refine((id): boolean => id !== null, CHOOSE_VENDOR),
  priority: priorityTextSchema(1),
});
type SelectVendorForm = z.infer<typeof schema>;

export type SelectVendorDialogProps = {
  tradeid: number;
  isOpen: boolean;
  /** The priority offered: the one after the list's last. */
  nextPriority: number;
  onSave: (vendorid: number, priority: number) => Promise<void>;
  onClose: () => void;
};

/**
 * Add Vendor's popup 'Select Vendor' (spec A "Admin", Dispatch): the vendors the trade's list may take
 * (GET /admin/getallvendorsbytradeid: active, not Redlined or Tier 6, with the trade, not listed yet;
 * decision 153) in a searchable grid, one chosen (its button, double click or Enter) and its priority.
 */
export function SelectVendorDialog({
  tradeid,
  isOpen,
  nextPriority,
  onSave,
  onClose,
}: SelectVendorDialogProps) {
  const vendors = useDispatchVendorChoices(tradeid, isOpen);
  const defaultValues = useMemo<SelectVendorForm>(
    () => ({ vendorid: null, priority: String(nextPriority) }),
    [nextPriority],
  );

  return (
    <FormDialog<SelectVendorForm>
      isOpen={isOpen}
      title="Select Vendor"
      width={1000}
      height={700}
      schema={schema}
      defaultValues={defaultValues}
      onSubmit={(values) => onSave(values.vendorid!, Number(values.priority))}
      onClose={onClose}
    >
      {(form) => (
        <SelectVendorFields
          form={form}
          choices={vendors.data ?? []}
          isLoading={vendors.isLoading}
          isFetching={vendors.isFetching}
        />
      )}
    </FormDialog>
  );
}

type FieldsProps = {
  form: UseFormReturn<SelectVendorForm>;
  choices: DispatchVendorChoice[];
  isLoading: boolean;
  isFetching: boolean;
};

function SelectVendorFields({ form, choices, isLoading, isFetching }: FieldsProps) {
  const vendorid = useWatch({ control: form.control, name: 'vendorid' });
  const chosen = choices.find((vendor) => vendor.vendorid === vendorid);
  const vendorError = form.formState.errors.vendorid?.message;
  const choose = (vendor: DispatchVendorChoice) =>
    form.setValue('vendorid', vendor.vendorid, { shouldValidate: true, shouldDirty: true });

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ width: 160 }}>
          <FormTextField
            control={form.control}
            name="priority"
            label="Priority"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Box>
        <Alert
          severity={vendorError ? 'error' : chosen ? 'success' : 'info'}
          sx={{ flex: '1 1 240px', py: 0 }}
        >
          {chosen ? `Chosen: ${chosen.name}` : (vendorError ?? CHOOSE_VENDOR)}
        </Alert>
      </Box>
      <DataGrid<DispatchVendorChoice>
        columns={CHOICE_COLUMNS}
        data={choices}
        getRowId={(vendor) => String(vendor.vendorid)}
        isLoading={isLoading}
        isFetching={isFetching}
        defaultPageSize={PAGE_SIZES.popup}
        hasColumnChooser={false}
        maxHeight={420}
        emptyText="No other vendor can be added for this trade."
        onRowOpen={choose}
        rowActionsWidth={56}
        getRowStyle={(vendor) => chosenRowStyle(vendor.vendorid === vendorid)}
        renderRowActions={(vendor) => (
          <ChooseButton
            name={vendor.name}
            isChosen={vendor.vendorid === vendorid}
            onChoose={() => choose(vendor)}
          />
        )}
      />
    </Box>
  );
}
