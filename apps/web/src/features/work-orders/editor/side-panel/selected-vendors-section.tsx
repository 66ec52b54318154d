import { Box, Chip, Link, List, ListItem, Typography } from '@mui/material';
import { useWorkOrderVendorLines, type VendorLine } from '../../../../entities/work-orders/api/vendor-lines';
import { formatMoney } from '../../../../lib/format';
import { EmptyText, PanelSection } from './panel-section';

function LineItem({ line }: { line: VendorLine }) {
  const isCancelled = line.status === 'Cancelled';
  return (
    <ListItem
      disableGutters
      divider
      sx={{ display: 'block', py: 0.75, '&:last-of-type': { borderBottom: 0 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Link
          href={`/vendor/details?id=${line.vendorid}`}
          target="_blank"
          rel="noopener"
          variant="body2"
          sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {line.vendorname}
        </Link>
        {isCancelled ? <Chip size="small" label="Cancelled" sx={{ height: 18, fontSize: 11 }} /> : null}
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }} title="Cost (quoted amount)">
          {formatMoney(line.quotedamount)}
        </Typography>
      </Box>
      {/* The trade the vendor was attached for, and what the vendor stands for in it (decision 131). */}
      <Typography variant="caption" component="div" color="text.secondary">
        {line.tradename ?? 'No trade'}
        {line.minnte ? ` · Min NTE ${formatMoney(line.minnte)}` : ''}
        {line.scorecard
          ? ` · ${line.scorecard.completedjobs} job${line.scorecard.completedjobs === 1 ? '' : 's'} in 12 months` +
            (line.scorecard.averagecost ? `, avg ${formatMoney(line.scorecard.averagecost)}` : '')
          : ''}
      </Typography>
      {line.tradearray.length > 0 ? (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}
          aria-label={`Trades of ${line.vendorname}`}
        >
          {line.tradearray.map((trade) => (
            <Chip
              key={trade}
              size="small"
              label={trade}
              variant={trade === line.tradename ? 'filled' : 'outlined'}
              color={trade === line.tradename ? 'primary' : 'default'}
              sx={{ height: 20, fontSize: 11 }}
            />
          ))}
        </Box>
      ) : null}
    </ListItem>
  );
}

/**
 * Spec B section 2 "Selected Vendors and Trades": the order's vendor lines with the trade each was attached for
 * (its cost, min NTE and record in that trade) and the vendor's trades. The lines are the Vendor tab's.
 */
export function SelectedVendorsSection({
  workorderid,
  recordKey,
}: {
  workorderid: number;
  recordKey: readonly unknown[];
}) {
  const lines = useWorkOrderVendorLines({ workorderid, recordKey });
  const rows = lines.data ?? [];
  let body;
  if (lines.isPending) body = <EmptyText>Loading...</EmptyText>;
  else if (lines.isError) body = <EmptyText>The vendors could not be loaded.</EmptyText>;
  else if (rows.length === 0) body = <EmptyText>No Vendors Found</EmptyText>;
  else
    body = (
      <List dense disablePadding aria-label="Selected Vendors and Trades">
        {rows.map((line) => (
          <LineItem key={line.id} line={line} />
        ))}
      </List>
    );
  return <PanelSection title="Selected Vendors and Trades">{body}</PanelSection>;
}
