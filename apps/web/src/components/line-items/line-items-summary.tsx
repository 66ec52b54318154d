import { invoiceMargin, type LineAmounts } from '@dispatchwise/shared';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatMoney } from '../../lib/format';

/** The price against the vendor's cost (a proposal's proposed amount, an invoice's total). */
export type MarginSummary = {
  priceLabel: string;
  /** Two-decimal string; null when there is no price yet (an unreadable input). */
  price: string | null;
  costLabel: string;
  cost: string | null;
  /** The document's own margin percent (a proposal's); absent: `invoiceMargin` of price and cost. */
  marginPercent?: number | null;
};

const percent = (value: number | null | undefined) =>
  value == null || !Number.isFinite(value) ? '' : `${value.toFixed(2)}%`;

/** A caption and its value in a document's summary list (a `dl`); an empty value reads "—". */
export function SummaryField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="dd"
        sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {children || '—'}
      </Typography>
    </Box>
  );
}

/** One caption and figure of a summary list (a `dl`). */
export function SummaryFigure({
  label,
  value,
  isStrong = false,
}: {
  label: string;
  value: string;
  isStrong?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 3 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontVariantNumeric: 'tabular-nums', fontWeight: isStrong ? 700 : 500 }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The totals under a document's lines (the sums of their rounded amounts, `documentTotals`) and, when given,
 * the margin of the price against the vendor cost (docs/decisions/134, 137).
 */
export function LineItemsSummary({ totals, margin }: { totals: LineAmounts; margin?: MarginSummary }) {
  const marginPercent =
    margin?.marginPercent !== undefined
      ? margin.marginPercent
      : margin
        ? invoiceMargin({ total: margin.price, vendorCost: margin.cost })
        : null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
        gap: { xs: 1.5, sm: 4 },
      }}
    >
      {margin ? (
        <Box component="dl" aria-label="Margin" sx={{ m: 0, minWidth: { xs: '100%', sm: 240 } }}>
          <SummaryFigure
            label={margin.priceLabel}
            value={margin.price == null ? '' : formatMoney(margin.price)}
            isStrong
          />
          <SummaryFigure
            label={margin.costLabel}
            value={margin.cost == null ? '' : formatMoney(margin.cost)}
          />
          <SummaryFigure label="Margin" value={percent(marginPercent)} />
        </Box>
      ) : null}
      <Box component="dl" aria-label="Totals" sx={{ m: 0, minWidth: { xs: '100%', sm: 220 } }}>
        <SummaryFigure label="Subtotal" value={formatMoney(totals.subtotal)} />
        <SummaryFigure label="Taxes" value={formatMoney(totals.taxes)} />
        <SummaryFigure label="Total" value={formatMoney(totals.total)} isStrong />
      </Box>
    </Box>
  );
}
