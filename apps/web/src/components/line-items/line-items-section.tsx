import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
  IconButton,
  MenuItem,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatMoney } from '../../lib/format';
import { Tooltip } from '../tooltip';
import type { LineItemField, LineItemSection } from './sections';

/** A row's messages by field (a form's errors of `rows.{n}.{field}`). */
export type LineRowErrors = Partial<Record<string, string | undefined>>;

export type LineItemsSectionProps<R> = {
  section: LineItemSection<R>;
  rows: readonly R[];
  onChange: (rows: R[]) => void;
  /** Add Item is offered (hidden, not disabled, when the document's lines are closed). */
  canAdd?: boolean;
  /** Inputs and the remove buttons; a read-only section shows its rows as text. */
  isReadOnly?: boolean;
  errors?: readonly (LineRowErrors | undefined)[];
  /** Shows the section's title above its rows (one-section editors leave it to the dialog). */
  hasTitle?: boolean;
};

const AMOUNT_WIDTH = 110;
const REMOVE_WIDTH = 40;

const rowLabelOf = <R,>(section: LineItemSection<R>, index: number) =>
  section.rowLabel?.(index) ?? `Line ${index + 1}`;

/** Digits and one point, at most `decimals` after it, as one types ("12.", ".5" included). */
const isTypedNumber = (text: string, decimals: number) =>
  new RegExp(`^\\d*(\\.\\d{0,${decimals}})?$`).test(text.replace(/[$,\s]/g, ''));

/**
 * The rows of one section of a document's lines (issue 11, docs/decisions/137): one line per row from the
 * md breakpoint, with a header of the captions; a card per row below it, each input with its own label.
 * Amounts come from `section.amountsOf` (exact, shared) and show as $ #,##0.00.
 */
export function LineItemsSection<R>({
  section,
  rows,
  onChange,
  canAdd = true,
  isReadOnly = false,
  errors,
  hasTitle = false,
}: LineItemsSectionProps<R>) {
  const theme = useTheme();
  const isStacked = useMediaQuery(theme.breakpoints.down('md'));
  const hasRemove = !isReadOnly;
  const template = [
    ...section.fields.map((field) => (field.width ? `${field.width}px` : 'minmax(160px, 1fr)')),
    ...section.amountColumns.map(() => `${AMOUNT_WIDTH}px`),
    ...(hasRemove ? [`${REMOVE_WIDTH}px`] : []),
  ].join(' ');

  const change = (index: number, field: keyof R & string, value: unknown) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  const remove = (index: number) => onChange(rows.filter((_, at) => at !== index));

  const renderField = (row: R, index: number, field: LineItemField<R>) => {
    const label = `${field.label}, ${rowLabelOf(section, index).toLowerCase()}`;
    const error = errors?.[index]?.[field.field];
    const value = row[field.field];
    const common = {
      size: 'small' as const,
      fullWidth: true,
      label: isStacked ? field.label : undefined,
      error: Boolean(error),
      helperText: error,
      disabled: isReadOnly,
      slotProps: { htmlInput: { 'aria-label': label } },
    };
    if (field.kind === 'select')
      return (
        <TextField
          key={field.field}
          select
          {...common}
          value={value ?? ''}
          onChange={(event) =>
            change(index, field.field, event.target.value === '' ? '' : Number(event.target.value))
          }
          slotProps={{ select: { inputProps: { 'aria-label': label } } }}
        >
          <MenuItem value="">
            <em>Select</em>
          </MenuItem>
          {field.options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      );
    if (field.kind === 'number')
      return (
        <TextField
          key={field.field}
          {...common}
          value={String(value ?? '')}
          onChange={(event) => {
            if (isTypedNumber(event.target.value, field.decimals))
              change(index, field.field, event.target.value);
          }}
          slotProps={{
            htmlInput: { 'aria-label': label, inputMode: 'decimal', style: { textAlign: 'right' } },
          }}
        />
      );
    return (
      <TextField
        key={field.field}
        {...common}
        value={String(value ?? '')}
        onChange={(event) => change(index, field.field, event.target.value)}
      />
    );
  };

  return (
    <Box
      component="section"
      aria-label={section.title}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {hasTitle ? (
        <Typography variant="subtitle2" component="h3">
          {section.title}
        </Typography>
      ) : null}
      {!isStacked && rows.length > 0 ? (
        <Box
          aria-hidden
          sx={{ display: 'grid', gridTemplateColumns: template, gap: 1, px: 0.5, color: 'text.secondary' }}
        >
          {section.fields.map((field) => (
            <Typography
              key={field.field}
              variant="caption"
              sx={{ fontWeight: 600, textAlign: field.kind === 'number' ? 'right' : 'left' }}
            >
              {field.label}
            </Typography>
          ))}
          {section.amountColumns.map((column) => (
            <Typography key={column.key} variant="caption" sx={{ fontWeight: 600, textAlign: 'right' }}>
              {column.label}
            </Typography>
          ))}
        </Box>
      ) : null}
      {rows.map((row, index) => {
        const amounts = section.amountsOf(row);
        const rowLabel = rowLabelOf(section, index);
        return (
          <Box
            // Rows have no stable key before they are saved; their position is what the form names them by.
            key={index}
            role="group"
            aria-label={rowLabel}
            sx={
              isStacked
                ? {
                    display: 'grid',
                    gridTemplateColumns: '1fr 1fr',
                    gap: 1.5,
                    p: 1.5,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    '& > .line-wide': { gridColumn: '1 / -1' },
                  }
                : { display: 'grid', gridTemplateColumns: template, gap: 1, alignItems: 'start', px: 0.5 }
            }
          >
            {section.fields.map((field) => (
              <Box key={field.field} className={field.kind === 'text' ? 'line-wide' : undefined}>
                {renderField(row, index, field)}
              </Box>
            ))}
            {section.amountColumns.map((column) => (
              <Box
                key={column.key}
                sx={{
                  textAlign: 'right',
                  // Beside the inputs, centred on their 40 px; stacked, under a caption.
                  minHeight: isStacked ? undefined : 40,
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'center',
                  alignItems: isStacked ? 'flex-start' : 'flex-end',
                }}
              >
                {isStacked ? (
                  <Typography variant="caption" color="text.secondary">
                    {column.label}
                  </Typography>
                ) : null}
                <Typography
                  variant="body2"
                  data-amount={column.key}
                  sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: column.key === 'total' ? 600 : 400 }}
                >
                  {formatMoney(amounts[column.key])}
                </Typography>
              </Box>
            ))}
            {hasRemove ? (
              <Box sx={isStacked ? { gridColumn: '1 / -1', textAlign: 'right' } : { pt: 0.5 }}>
                <Tooltip title="Remove item">
                  <IconButton
                    size="small"
                    aria-label={`Remove ${rowLabel.toLowerCase()}`}
                    onClick={() => remove(index)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
            ) : null}
          </Box>
        );
      })}
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
          No items.
        </Typography>
      ) : null}
      {canAdd && !isReadOnly ? (
        <Box>
          <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...rows, section.newRow()])}>
            Add Item
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
