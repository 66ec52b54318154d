import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Box,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatMoney } from '../../../lib/format';
import type { CustomerProposal, ProposalLine } from '../api/types';

type Props = {
  proposal: CustomerProposal;
  /** Removes one line (removeproposalitem); absent when the proposal's lines are closed. */
  onRemoveLine?: (line: ProposalLine) => void;
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
 * A proposal's line items under the grid (the master detail, docs/decisions/137): the amounts the API
 * computed (subtotal, taxes, total of each line and the document's totals), never recomputed here.
 */
export function ProposalLines({ proposal, onRemoveLine, busyLineId }: Props) {
  const theme = useTheme();
  const isStacked = useMediaQuery(theme.breakpoints.down('sm'));
  if (proposal.details.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        This proposal has no line items.
      </Typography>
    );
  if (isStacked)
    return <StackedLines proposal={proposal} onRemoveLine={onRemoveLine} busyLineId={busyLineId} />;
  return (
    <TableContainer>
      <Table size="small" aria-label={`Line items of ${proposal.status.toLowerCase()} proposal`}>
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
          {proposal.details.map((line, index) => (
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
            <TableCell {...NUMERIC}>{formatMoney(proposal.totals.subtotal)}</TableCell>
            <TableCell {...NUMERIC}>{formatMoney(proposal.totals.taxes)}</TableCell>
            <TableCell {...NUMERIC} sx={{ ...NUMERIC.sx, fontWeight: 700 }}>
              {formatMoney(proposal.totals.total)}
            </TableCell>
            {onRemoveLine ? <TableCell /> : null}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/** Phones: each line as a block (type, description, quantity x rate, tax, total) and the totals under them. */
function StackedLines({ proposal, onRemoveLine, busyLineId }: Props) {
  return (
    <Box
      component="ul"
      aria-label="Line items"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {proposal.details.map((line, index) => (
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
          Subtotal {formatMoney(proposal.totals.subtotal)} · Taxes {formatMoney(proposal.totals.taxes)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {formatMoney(proposal.totals.total)}
        </Typography>
      </Box>
    </Box>
  );
}
