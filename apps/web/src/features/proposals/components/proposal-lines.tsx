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
} from '@mui/material';
import { formatMoney } from '../../../lib/format';
import type { CustomerProposal, ProposalLine } from '../api/proposals';

type Props = {
  proposal: CustomerProposal;
  /** Removes one line (removeproposalitem); absent when the proposal's lines are closed. */
  onRemoveLine?: (line: ProposalLine) => void;
  busyLineId?: number | null;
};

const NUMERIC = { align: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } };

/**
 * A proposal's line items under the grid (the master detail, docs/decisions/137): the amounts the API
 * computed (subtotal, taxes, total of each line and the document's totals), never recomputed here.
 */
export function ProposalLines({ proposal, onRemoveLine, busyLineId }: Props) {
  if (proposal.details.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        This proposal has no line items.
      </Typography>
    );
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
                  <Tooltip title="Remove item">
                    <IconButton
                      size="small"
                      aria-label={`Remove line ${index + 1}`}
                      disabled={busyLineId === line.id}
                      onClick={() => onRemoveLine(line)}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
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
      <Box />
    </TableContainer>
  );
}
