import type { VendorEditorTab } from '@dispatchwise/shared';
import { Paper } from '@mui/material';
import { Suspense } from 'react';
import { Loading } from '../../../components/loading';
import { TradesAndRatesEditor } from '../../../components/trade-rates';
import { ChangeHistory } from '../../../entities/audit';
import { VendorHistoryGrid } from '../../../entities/vendors';
import { AttachmentsTab } from './attachments-tab';
import { ContactsTab } from './contacts-tab';
import { NotesTab } from './notes-tab';
import { PaymentsTab } from './payments-tab';

type Props = { tab: Exclude<VendorEditorTab, 'details'>; vendorid: number; canChange: boolean };

/** The editor's tabs other than Details, each loading its own list when opened. */
export function VendorTabPanel({ tab, vendorid, canChange }: Props) {
  switch (tab) {
    case 'trades':
      return (
        <Suspense fallback={<Loading />}>
          {/* The one trades-and-rates editor (spec C 2.6), loaded with its tab; Copy Trade is the vendor's. */}
          <TradesAndRatesEditor
            owner={{ area: 'vendor', id: vendorid }}
            isReadOnly={!canChange}
            canCopyTrade={canChange}
          />
        </Suspense>
      );
    case 'contacts':
      return <ContactsTab vendorid={vendorid} canChange={canChange} />;
    case 'attachments':
      return <AttachmentsTab vendorid={vendorid} canChange={canChange} />;
    case 'notes':
      return <NotesTab vendorid={vendorid} canAdd={canChange} />;
    case 'payments':
      return <PaymentsTab vendorid={vendorid} />;
    case 'history':
      // Spec C 2.4: page size 20 (the grid's default, PAGE_SIZES.popup).
      return (
        <Paper variant="outlined" sx={{ p: 1 }}>
          <VendorHistoryGrid vendorid={vendorid} maxHeight="calc(100vh - 320px)" />
        </Paper>
      );
    case 'changes':
      return <ChangeHistory record="vendor" id={vendorid} />;
  }
}
