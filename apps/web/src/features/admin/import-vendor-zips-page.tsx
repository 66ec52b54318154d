import { canEditVendors, VENDOR_ZIP_IMPORT_COLUMNS, VENDOR_ZIP_RATE_NAME } from '@dispatchwise/shared';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { FileImport } from '../../components/file-import';
import { Loading } from '../../components/loading';
import { tradeRatesKey, TradesAndRatesEditor } from '../../components/trade-rates';
import { useSessionUser } from '../../lib/session';
import { importTradeZips } from './api/import-trade-zips';
import { VendorPicker } from './components/vendor-picker';
import type { VendorRow } from './types';

/** What the upload area says until a vendor is chosen. */
export const CHOOSE_VENDOR_FIRST = 'Choose a vendor first.';

const HINT = `One .csv file with the columns ${VENDOR_ZIP_IMPORT_COLUMNS.map((column) => column.heading).join(
  ', ',
)}: one row is one zip code the vendor covers for one trade (by name or id). The file replaces the zip codes of the "${VENDOR_ZIP_RATE_NAME}" rates of each trade it names; other rates stay. One bad row imports nothing.`;

/**
 * Import Vendor Zips (/admin/importvendorzips; spec A "Admin"; Admin only, the shell's guard says
 * 'Unauthorized' to others): the vendor from a searchable grid, then one .csv with its progress and report
 * (decision 154's import), and below it the vendor's trades, rates and zip codes as they stand (decision 156).
 */
export default function ImportVendorZipsPage() {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [vendor, setVendor] = useState<VendorRow | null>(null);
  // Zip codes a taken file dropped from its trades' imported rates (the shared report counts added and updated).
  const [removed, setRemoved] = useState<number | null>(null);
  const owner = vendor ? ({ area: 'vendor', id: vendor.id } as const) : null;

  const handleVendor = (next: VendorRow) => {
    setVendor(next);
    setRemoved(null);
  };
  const handleImport = async (file: File, onProgress: (fraction: number) => void) => {
    setRemoved(null);
    const report = await importTradeZips({ vendorid: vendor!.id, file, onProgress });
    if (report.errors.length === 0) setRemoved(report.removed);
    return report;
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Paper sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Typography variant="h6">1. Vendor</Typography>
        <VendorPicker value={vendor} onChange={handleVendor} />
      </Paper>
      <Paper sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Typography variant="h6">2. Zip codes</Typography>
        {vendor ? (
          <Alert severity="info" data-testid="chosen-vendor">
            Importing for {vendor.name}
            {vendor.city ? ` (${vendor.city}, ${vendor.statecode ?? ''})` : ''}
          </Alert>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {HINT}
        </Typography>
        <FileImport
          key={vendor?.id ?? 'none'}
          extension=".csv"
          isEnabled={vendor !== null}
          disabledText={CHOOSE_VENDOR_FIRST}
          noun="zip codes"
          onImport={handleImport}
          // The coverage below reads the vendor's trades again.
          onImported={() => void queryClient.invalidateQueries({ queryKey: tradeRatesKey(owner!) })}
        />
        {removed ? (
          <Alert severity="info">
            {removed === 1 ? '1 zip code' : `${removed} zip codes`} no longer covered: the file left{' '}
            {removed === 1 ? 'it' : 'them'} out of its trades.
          </Alert>
        ) : null}
      </Paper>
      {owner ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
          <Typography variant="h6">Trades and Coverage</Typography>
          <Suspense fallback={<Loading />}>
            <TradesAndRatesEditor key={owner.id} owner={owner} isReadOnly={!canEditVendors(user)} />
          </Suspense>
        </Box>
      ) : null}
    </Box>
  );
}
