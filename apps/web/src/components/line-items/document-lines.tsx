import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Box,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { LineAmounts } from '@dispatchwise/shared';
import { formatMoney } from '../../lib/format';
import { Tooltip } from '../tooltip';

/** A saved line as the API answers it: its inputs and the amounts the API computed. */
export type DocumentLine = LineAmounts & {
  id: number;
  itemtypeid: number;
  itemtype: string;
  description: string | null;
  quantity: string;
  rates: string;
  taxrate: string;
};

export type DocumentLinesProps<L extends DocumentLine> = {
  /** The document's lines and totals (a proposal's, an invoice's). */
  document: { details: readonly L[]; totals: LineAmounts };
  /** The table's accessible name: "Line items of approved proposal". */
  label: string;
  /** Shown when the document has no line: "This proposal has no line items." */
  emptyText: string;
  /** Removes one line; absent when the document's lines are closed. */
  onRemoveLine?: (line: L) => void;
  busyLineId?: number | null;
};

function RemoveLineButton({
  index,
  isBusy,
  onClick,
}: {
  index: number;
  isBusy: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title="Remove item">
      <span>
        <IconButton size="small" aria-label={`Remove line ${index + 1}`} disabled={isBusy} onClick={onClick}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

const NUMERIC = { align: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } };

/**
 * A document's line items under its grid (the master detail of the proposals and invoices tabs,
 * docs/decisions/137): the amounts the API computed (subtotal, taxes, total of each line and the document's
 * totals), never recomputed here.
 */
export function DocumentLines<L extends DocumentLine>({
  document,
  label,
  emptyText,
  onRemoveLine,
  busyLineId,
}: DocumentLinesProps<L>) {
  const theme = useTheme();
  const isStacked = useMediaQuery(theme.breakpoints.down('sm'));
  if (document.details.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  if (isStacked)
    return <StackedLines document={document} onRemoveLine={onRemoveLine} busyLineId={busyLineId} />;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Type</TableCell>
            <TableCell>Description</TableCell>
            <TableCell {...NUMERIC}>Quantity</TableCell>
            <TableCell {...NUMERIC}>Rate</TableCell>
            <TableCell {...NUMERIC}>Tax Rate %</TableCell>
            <TableCell {...NUMERIC}>Subtotal</TableCell>
            <TableCell {...NUMERIC}>Taxes</TableCell>
            <TableCell {...NUMERIC}>Total</TableCell>
            {onRemoveLine ? <TableCell padding="checkbox" aria-label="Remove" /> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {document.details.map((line, index) => (
            <TableRow key={line.id}>
              <TableCell>{line.itemtype}</TableCell>
              <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>{line.description}</TableCell>
              <TableCell {...NUMERIC}>{Number(line.quantity)}</TableCell>
              <TableCell {...NUMERIC}>{formatMoney(line.rates)}</TableCell>
              <TableCell {...NUMERIC}>{Number(line.taxrate)}</TableCell>
              <TableCell {...NUMERIC}>{formatMoney(line.subtotal)}</TableCell>
              <TableCell {...NUMERIC}>{formatMoney(line.taxes)}</TableCell>
              <TableCell {...NUMERIC}>{formatMoney(line.total)}</TableCell>
              {onRemoveLine ? (
                <TableCell padding="checkbox">
                  <RemoveLineButton
                    index={index}
                    isBusy={busyLineId === line.id}
                    onClick={() => onRemoveLine(line)}
                  />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={{ '& td': { color: 'text.primary', fontSize: 14, borderBottom: 0 } }}>
          <TableRow>
            <TableCell colSpan={5} sx={{ fontWeight: 600 }}>
              Totals
            </TableCell>
            <TableCell {...NUMERIC}>{formatMoney(document.totals.subtotal)}</TableCell>
            <TableCell {...NUMERIC}>{formatMoney(document.totals.taxes)}</TableCell>
            <TableCell {...NUMERIC} sx={{ ...NUMERIC.sx, fontWeight: 700 }}>
              {formatMoney(document.totals.total)}
            </TableCell>
            {onRemoveLine ? <TableCell /> : null}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/** Phones: each line as a block (type, description, quantity x rate, tax, total) and the totals under them. */
function StackedLines<L extends DocumentLine>({
  document,
  onRemoveLine,
  busyLineId,
}: Pick<DocumentLinesProps<L>, 'document' | 'onRemoveLine' | 'busyLineId'>) {
  return (
    <Box
      component="ul"
      aria-label="Line items"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {document.details.map((line, index) => (
        <Box
          component="li"
          key={line.id}
          sx={{ display: 'flex', gap: 1, borderBottom: 1, borderColor: 'divider', pb: 1 }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {line.itemtype}
              {line.description ? ` · ${line.description}` : ''}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {Number(line.quantity)} x {formatMoney(line.rates)} = {formatMoney(line.subtotal)}
              {Number(line.taxrate) ? ` + ${Number(line.taxrate)}% tax ${formatMoney(line.taxes)}` : ''}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(line.total)}
          </Typography>
          {onRemoveLine ? (
            <RemoveLineButton
              index={index}
              isBusy={busyLineId === line.id}
              onClick={() => onRemoveLine(line)}
            />
          ) : null}
        </Box>
      ))}
      <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography variant="body2">
          Subtotal {formatMoney(document.totals.subtotal)} · Taxes {formatMoney(document.totals.taxes)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {formatMoney(document.totals.total)}
        </Typography>
      </Box>
    </Box>
  );
}

/** The lines of the row chosen in a grid, in a panel under the grid with a heading. */
export function DocumentLinesPanel<L extends DocumentLine>({
  title,
  ...props
}: DocumentLinesProps<L> & { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label="Line items">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <DocumentLines {...props} />
    </Paper>
  );
}

/** A row's Show / Hide line items button beside its actions (one expanded row at a time, decision 137). */
export function DocumentLinesToggle({
  name,
  isOpen,
  onToggle,
}: {
  /** How the row is named: "Show line items of {name}". */
  name: string;
  isOpen: boolean;
  onToggle: () => void;
}) {
  return (
    <Tooltip title={isOpen ? 'Hide line items' : 'Show line items'}>
      <IconButton
        size="small"
        aria-label={`${isOpen ? 'Hide' : 'Show'} line items of ${name}`}
        aria-expanded={isOpen}
        onClick={onToggle}
      >
        {isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
