import { Box, Table, Typography, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatMoney } from '../../../../lib/format';
import { useCustomerTradeRates } from '../../api/get-customer-trade-rates';
import type { CustomerTradeRate } from '../../api/work-order-types';
import { EmptyText, PanelSection } from './panel-section';

const cellSx = {
  px: 0.375,
  py: 0.5,
  fontSize: 11.5,
  lineHeight: 1.3,
  '&:first-of-type': { pl: 0 },
  '&:last-of-type': { pr: 0 },
};
const MONEY_COLUMNS = [
  { key: 'regularrate', label: 'RT', title: 'Regular rate' },
  { key: 'overtimerate', label: 'OT', title: 'Overtime rate' },
  { key: 'holidayrate', label: 'DT/H', title: 'Double time / holiday rate' },
  { key: 'tripcharge', label: 'TC', title: 'Trip charge' },
] as const;

const areaOf = (rate: CustomerTradeRate) => [rate.city, rate.county, rate.zipcode].filter(Boolean).join(', ');

/** Spec B section 2: the customer's trade rates in the job site's state. */
export function TradeRatesSection({
  customerid,
  statecode,
}: {
  customerid: number;
  statecode: string | null | undefined;
}) {
  const rates = useCustomerTradeRates(customerid, statecode);
  const rows = rates.data ?? [];

  let body;
  if (statecode && rates.isPending) body = <EmptyText>Loading...</EmptyText>;
  else if (rates.isError) body = <EmptyText>The rates could not be loaded.</EmptyText>;
  else if (rows.length === 0) body = <EmptyText>No Customer Rates found.</EmptyText>;
  else
    body = (
      // Fits the 320 px panel for everyday amounts; a long one scrolls the table, not the panel.
      <Box sx={{ overflowX: 'auto', mx: -0.5 }}>
        <Table size="small" aria-label="Customer Trade Rates">
          <TableHead>
            <TableRow>
              <TableCell sx={cellSx}>Trade</TableCell>
              <TableCell sx={cellSx}>State</TableCell>
              {MONEY_COLUMNS.map((column) => (
                <TableCell key={column.key} sx={cellSx} align="right" title={column.title}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((rate, index) => (
              <TableRow key={`${rate.tradeid}-${rate.statecode ?? ''}-${rate.city ?? ''}-${index}`}>
                <TableCell
                  sx={{ ...cellSx, minWidth: 60, overflowWrap: 'break-word' }}
                  title={areaOf(rate) || undefined}
                >
                  {rate.tradename}
                  {/* A customer may have several rates for one trade (state-wide, a city): the name tells them apart. */}
                  {rate.name && (
                    <Typography
                      variant="caption"
                      component="div"
                      color="text.secondary"
                      sx={{ fontSize: 10.5 }}
                    >
                      {rate.name}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={cellSx}>{rate.statecode}</TableCell>
                {MONEY_COLUMNS.map((column) => (
                  <TableCell key={column.key} sx={{ ...cellSx, whiteSpace: 'nowrap' }} align="right">
                    {formatMoney(rate[column.key])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    );

  return <PanelSection title="Customer Trade Rates">{body}</PanelSection>;
}
