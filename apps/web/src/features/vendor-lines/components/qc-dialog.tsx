import type { QC_QUESTIONS } from '@dispatchwise/shared';
import { QC_RATINGS } from '@dispatchwise/shared';
import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useId, useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormCheckbox, FormDateField, FormTextField } from '../../../components/form-fields';
import { useCaptions } from '../../../lib/captions';
import { useSessionUser } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { saveVendorQc } from '../api/save-vendor-qc';
import type { VendorLine } from '../api/types';
import { qcFormSchema, qcFormValues, toQcInput, type QcFormValues } from './qc-form';

/** Spec B section 9: the QC popup is 550x800. */
export const QC_DIALOG_SIZE = { width: 550, height: 800 } as const;

type Question = (typeof QC_QUESTIONS)[number];
type Choice<V> = { value: V; label: string };

const YES_NO: Choice<boolean>[] = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];
const RATINGS: Choice<number>[] = QC_RATINGS.map((rating) => ({
  value: rating.id,
  label: `${rating.id} ${rating.name}`,
}));

/**
 * A question answered by one of a few choices (a radio row; unanswered until picked) with its "Required."
 * message: the question beside its answers where the popup is wide enough, above them on a phone.
 */
function ChoiceRow<V extends boolean | number>({
  control,
  name,
  label,
  choices,
}: {
  control: Control<QcFormValues>;
  name: Question | 'overallrating';
  label: string;
  choices: Choice<V>[];
}) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl
          error={Boolean(fieldState.error)}
          component="fieldset"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
            alignItems: 'center',
            columnGap: 2,
          }}
        >
          <FormLabel
            id={labelId}
            component="legend"
            sx={{ fontSize: 14, color: 'text.primary', float: 'left', p: 0 }}
          >
            {label}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={field.value === null ? '' : String(field.value)}
            onChange={(event) => {
              const picked = choices.find((choice) => String(choice.value) === event.target.value);
              field.onChange(picked ? picked.value : null);
            }}
            onBlur={field.onBlur}
          >
            {choices.map((choice) => (
              <FormControlLabel
                key={String(choice.value)}
                value={String(choice.value)}
                control={<Radio size="small" />}
                label={choice.label}
                sx={{ mr: 1.5 }}
              />
            ))}
          </RadioGroup>
          {fieldState.error ? (
            <FormHelperText sx={{ mt: -0.5, ml: 0, gridColumn: '1 / -1' }}>
              {fieldState.error.message}
            </FormHelperText>
          ) : null}
        </FormControl>
      )}
    />
  );
}

type Props = { line: VendorLine | null; onClose: () => void; onSaved: () => void };

/**
 * The Vendor QC Follow-up popup (spec B sections 2, 3, 5; 550x800): the four yes/no questions, the expectation
 * comment, the overall rating (1 Fair, 2 Good, 3 Excellent), total score, comments, reviewer and review date,
 * Incurred Only. One review per line: saving again replaces it (POST /workorder/savevendorqc).
 */
export function QcDialog({ line, onClose, onSaved }: Props) {
  const user = useSessionUser();
  const toast = useToast();
  const caption = useCaptions();
  const c = (field: string, fallback: string) => caption('workordervendorqc', field, fallback);
  const defaultValues = useMemo(() => qcFormValues(line?.qc ?? null, user.name), [line, user.name]);

  const handleSubmit = async (values: QcFormValues) => {
    if (!line) return;
    await saveVendorQc(toQcInput(line.id, values));
    toast('QC Follow-up Saved', 'success');
    onSaved();
    onClose();
  };

  return (
    <FormDialog<QcFormValues>
      isOpen={line !== null}
      title="Vendor QC Follow-up"
      width={QC_DIALOG_SIZE.width}
      height={QC_DIALOG_SIZE.height}
      schema={qcFormSchema}
      defaultValues={defaultValues}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {line ? (
            <Typography variant="body2" color="text.secondary">
              {line.vendorname}
              {line.tradename ? ` · ${line.tradename}` : ''}
            </Typography>
          ) : null}
          <FormCheckbox control={control} name="incurredonly" label={c('incurredonly', 'Incurred Only')} />
          <ChoiceRow
            choices={YES_NO}
            control={control}
            name="techarrivedonschedule"
            label={`1. ${c('techarrivedonschedule', 'Did the tech arrive on schedule?')}`}
          />
          <ChoiceRow
            choices={YES_NO}
            control={control}
            name="techwasprofessional"
            label={`2. ${c('techwasprofessional', 'Was the tech professional?')}`}
          />
          <ChoiceRow
            choices={YES_NO}
            control={control}
            name="repairsmade"
            label={`3. ${c('repairsmade', 'Were the repairs made?')}`}
          />
          <ChoiceRow
            choices={YES_NO}
            control={control}
            name="metexpectations"
            label={`4. ${c('metexpectations', 'Did the work meet expectations?')}`}
          />
          <FormTextField
            control={control}
            name="expectationcomment"
            label={c('expectationcomment', 'Expectation Comment')}
            multiline
            minRows={2}
            maxRows={4}
          />
          <ChoiceRow
            control={control}
            name="overallrating"
            label={`5. ${c('overallrating', 'Overall Rating')}`}
            choices={RATINGS}
          />
          <FormTextField
            control={control}
            name="totalscore"
            label={c('totalscore', 'Total Score')}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormTextField
            control={control}
            name="comments"
            label={c('comments', 'Comments')}
            multiline
            minRows={2}
            maxRows={4}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
            <FormTextField
              control={control}
              name="reviewername"
              label={c('reviewername', 'Reviewer Name')}
              required
            />
            <FormDateField control={control} name="reviewdate" label={c('reviewdate', 'Review Date')} />
          </Box>
        </Box>
      )}
    </FormDialog>
  );
}
