import { canEditCustomers, canImportCustomerRates, TRADE_RATE_IMPORT_COLUMNS } from '@dispatchwise/shared';
import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { FileImport } from '../../components/file-import';
import { Loading } from '../../components/loading';
import { tradeRatesKey, TradesAndRatesEditor } from '../../components/trade-rates';
import { importTradeRates } from './api/import-files';
import { ImportLayout, uploadStateOf } from './import-layout';
import { useSessionUser } from '../../lib/session';

const HINT = `One .csv file with the columns ${TRADE_RATE_IMPORT_COLUMNS.map((column) => column.heading).join(
  ', ',
)}: one row is a trade's rate in a whole state, and a trade and state already rated is replaced. One bad row imports nothing.`;

/**
 * Import Trade Rates (/customer/importtraderates; spec A "Job-site list and imports", spec C 2.6; decision
 * 150): the customer, one .csv and the report, and below it the customer's trades and rates to manage.
 */
export default function ImportTradeRatesPage() {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [customerid, setCustomerid] = useState<number | null>(null);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <ImportLayout customerid={customerid} onCustomerChange={setCustomerid} hint={HINT}>
        <FileImport
          key={customerid ?? 'none'}
          extension=".csv"
          {...uploadStateOf(customerid, canImportCustomerRates(user))}
          noun="rates"
          onImport={(file, onProgress) => importTradeRates({ customerid: customerid!, file, onProgress })}
          // The rates grid below reads the customer's trades again.
          onImported={() =>
            void queryClient.invalidateQueries({
              queryKey: tradeRatesKey({ area: 'customer', id: customerid! }),
            })
          }
        />
      </ImportLayout>
      {customerid !== null ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="h6">Trades and Rates</Typography>
          <Suspense fallback={<Loading />}>
            <TradesAndRatesEditor
              key={customerid}
              owner={{ area: 'customer', id: customerid }}
              isReadOnly={!canEditCustomers(user)}
            />
          </Suspense>
        </Box>
      ) : null}
    </Box>
  );
}
