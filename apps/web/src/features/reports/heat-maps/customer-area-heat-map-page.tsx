import { Box } from '@mui/material';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormAutocomplete } from '../../../components/form-fields';
import { useCustomerChoices } from '../../../entities/job-sites';
import { useTradeOptions } from '../../../components/trade-rates/trade-list';
import { HeatMapScreen, useHeatMapFetch } from './heat-map-screen';

/** Report 14 of spec A: work orders by company and trade. */
export const CUSTOMER_AREA_HEAT_MAP = 14;

type Values = { customerid: number | null; tradeid: number | null };

/**
 * /reports/heatmap/customerarea: a customer and a trade (either left empty means all; decision 155), Fetch;
 * the customer's work orders of that trade.
 */
export default function CustomerAreaHeatMapPage() {
  const form = useForm<Values>({ defaultValues: { customerid: null, tradeid: null } });
  const customers = useCustomerChoices();
  const trades = useTradeOptions();
  const tradeOptions = useMemo(
    () => (trades.data ?? []).map((trade) => ({ value: trade.tradeid, label: trade.tradename })),
    [trades.data],
  );
  const fetched = useHeatMapFetch();
  const handleSubmit = form.handleSubmit(({ customerid, tradeid }) =>
    fetched.fetch({ reportid: CUSTOMER_AREA_HEAT_MAP, customerid, tradeid }),
  );
  return (
    <HeatMapScreen
      label="Customer area heat map"
      onSubmit={handleSubmit}
      fetched={fetched}
      describeCount={(answer) => `${answer.count.toLocaleString('en-US')} work orders`}
    >
      <Box sx={{ width: 320, maxWidth: '100%' }}>
        <FormAutocomplete
          control={form.control}
          name="customerid"
          label="Customer"
          options={customers.options}
          isLoading={customers.isLoading}
          helperText="Empty: every customer"
        />
      </Box>
      <Box sx={{ width: 240, maxWidth: '100%' }}>
        <FormAutocomplete
          control={form.control}
          name="tradeid"
          label="Trade"
          options={tradeOptions}
          isLoading={trades.isLoading}
          helperText="Empty: every trade"
        />
      </Box>
    </HeatMapScreen>
  );
}
