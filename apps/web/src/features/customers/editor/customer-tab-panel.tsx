import { Paper } from '@mui/material';
import { Suspense } from 'react';
import { Loading } from '../../../components/loading';
import { TradesAndRatesEditor } from '../../../components/trade-rates';
import { ChangeHistory } from '../../../entities/audit';
import { CustomerJobSitesGrid, JOB_SITE_POPUP } from '../job-sites/customer-job-sites-grid';
import { AttachmentsTab } from './attachments-tab';
import { ContactsTab } from './contacts-tab';
import type { CustomerEditorTab } from './customer-tabs';
import { ExcludedVendorsTab } from './excluded-vendors-tab';
import { NotesTab } from './notes-tab';

type Props = {
  tab: Exclude<CustomerEditorTab, 'details' | 'notifications' | 'managementprovider'>;
  customerid: number;
  canChange: boolean;
};

/** The tabs of a saved customer that load their own lists when opened. */
export function CustomerTabPanel({ tab, customerid, canChange }: Props) {
  switch (tab) {
    case 'jobsites':
      return (
        <Paper variant="outlined" sx={{ p: 1 }}>
          <CustomerJobSitesGrid
            customerid={customerid}
            canChange={canChange}
            canAdd
            popupSize={JOB_SITE_POPUP.tab}
            maxHeight="calc(100vh - 360px)"
          />
        </Paper>
      );
    case 'contacts':
      return <ContactsTab customerid={customerid} canChange={canChange} />;
    case 'notes':
      return <NotesTab customerid={customerid} canAdd={canChange} />;
    case 'trades':
      return (
        <Suspense fallback={<Loading />}>
          {/* The one trades-and-rates editor (spec C 2.3, 2.6), loaded with its tab; no Copy Trade. */}
          <TradesAndRatesEditor owner={{ area: 'customer', id: customerid }} isReadOnly={!canChange} />
        </Suspense>
      );
    case 'attachments':
      return <AttachmentsTab customerid={customerid} canChange={canChange} />;
    case 'excludedvendors':
      return <ExcludedVendorsTab customerid={customerid} canChange={canChange} />;
    case 'changes':
      return <ChangeHistory record="customer" id={customerid} />;
  }
}
