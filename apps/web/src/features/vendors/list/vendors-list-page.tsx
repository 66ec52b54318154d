import {
  canEditVendors,
  canReadVendorDocumentReviews,
  canReadVendorHistory,
  canSeeGridColumnChooser,
  vendorListResource,
} from '@dispatchwise/shared';
import Add from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataGrid, GRID_WINDOW_HEIGHT, useRowActionRunner } from '../../../components/data-grid';
import { GridViewTools, useServerGridPage } from '../../../components/saved-views';
import type { VendorHistoryTarget } from '../../../entities/vendors';
import { lazyPopup } from '../../../components/lazy-popup';
import { useCaptions } from '../../../lib/captions';
import { useSessionUser } from '../../../lib/session';
import { useDocumentReviews } from '../editor/api/get-document-reviews';
import type { VendorListRow } from './api/get-vendors';
import { sendVendorDoc } from './api/send-vendor-doc';
import type { OpenWorkOrdersTarget } from './components/open-work-orders-dialog';
import { buildVendorColumns } from './components/vendor-columns';
import {
  SEND_DOC_MESSAGES,
  SEND_DOC_TYPES,
  VendorRowActions,
  vendorRowActionsFor,
  type VendorRowAction,
} from './components/vendor-row-actions';
import { VENDOR_LIST_DEFAULTS, VENDOR_LIST_QUERY, VENDOR_LIST_STATE_KEY } from './list-query';

// Both popups are grids of their own, opened from a row's menu: they load on first use (docs/decisions/210).
const VendorHistoryDialog = lazyPopup<{ vendor: VendorHistoryTarget | null; onClose: () => void }>(
  () => import('../../../entities/vendors').then((m) => m.VendorHistoryDialog),
  (props) => props.vendor !== null,
);
const OpenWorkOrdersDialog = lazyPopup<{ vendor: OpenWorkOrdersTarget | null; onClose: () => void }>(
  () => import('./components/open-work-orders-dialog').then((m) => m.OpenWorkOrdersDialog),
  (props) => props.vendor !== null,
);

/** Add Vendor opens the new-vendor screen (spec A "Vendors list"). */
export const NEW_VENDOR_PATH = '/vendor/new?id=0';

const targetOf = (row: VendorListRow) => ({ vendorid: row.id, vendorname: row.name });

/** /vendor: the Vendors list (spec A "Vendors list"; saved views of type v, state under vendorList). */
export default function VendorsListPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const caption = useCaptions();
  const [history, setHistory] = useState<VendorHistoryTarget | null>(null);
  const [openOrders, setOpenOrders] = useState<OpenWorkOrdersTarget | null>(null);
  // External users never reach /vendor (the route table), but the grid's own rule still holds for them.
  const hasGridTools = canSeeGridColumnChooser(user);
  const canChange = canEditVendors(user);
  const canReadHistory = canReadVendorHistory(user);
  const actions = vendorRowActionsFor(canReadHistory);

  const handleOpenHistory = useCallback((row: VendorListRow) => setHistory(targetOf(row)), []);
  // Every vendor's waiting uploads in one call, not one per row: the name cell marks them.
  const reviews = useDocumentReviews(undefined, canReadVendorDocumentReviews(user));
  const reviewVendorIds = useMemo(
    () => new Set((reviews.data ?? []).map((review) => review.vendorid)),
    [reviews.data],
  );
  const columns = useMemo(
    () =>
      buildVendorColumns(caption, {
        onOpenHistory: canReadHistory ? handleOpenHistory : undefined,
        reviewVendorIds,
      }),
    [caption, handleOpenHistory, canReadHistory, reviewVendorIds],
  );
  const page = useServerGridPage<VendorListRow>({
    resource: vendorListResource,
    fetcher: VENDOR_LIST_QUERY.fetcher,
    stateKey: VENDOR_LIST_STATE_KEY,
    queryKey: VENDOR_LIST_QUERY.queryKey,
    searchMinLength: VENDOR_LIST_QUERY.searchMinLength,
    defaults: VENDOR_LIST_DEFAULTS,
    columns,
    viewType: 'v',
  });
  const { grid } = page;

  // A sent document changes nothing the list shows: nothing to read again.
  const { busyId, run } = useRowActionRunner(() => Promise.resolve());
  const handlePick = (row: VendorListRow, kind: VendorRowAction) => {
    const doctype = SEND_DOC_TYPES[kind];
    if (doctype !== undefined) {
      void run(
        row.id,
        () => sendVendorDoc(row.id, doctype),
        SEND_DOC_MESSAGES.success,
        SEND_DOC_MESSAGES.failure,
      );
      return;
    }
    if (kind === 'history') setHistory(targetOf(row));
    if (kind === 'openworkorders') setOpenOrders(targetOf(row));
  };

  return (
    <>
      <DataGrid<VendorListRow>
        server={grid}
        columns={columns}
        getRowId={(row) => String(row.id)}
        hasColumnChooser={hasGridTools}
        hasHeaderFilters={hasGridTools}
        hasFilterBuilder={hasGridTools}
        searchPlaceholder="Search vendors..."
        emptyText="No vendors"
        maxHeight={GRID_WINDOW_HEIGHT}
        onRowOpen={(row) => void navigate(`/vendor/details?id=${row.id}`)}
        rowActionsWidth={64}
        renderRowActions={
          canChange
            ? (row) => (
                <VendorRowActions row={row} items={actions} isBusy={busyId === row.id} onPick={handlePick} />
              )
            : undefined
        }
        renderToolbarActions={
          canChange
            ? () => (
                <>
                  <GridViewTools page={page} />
                  <Button
                    variant="contained"
                    startIcon={<Add />}
                    onClick={() => void navigate(NEW_VENDOR_PATH)}
                  >
                    Add Vendor
                  </Button>
                </>
              )
            : undefined
        }
      />
      <VendorHistoryDialog vendor={history} onClose={() => setHistory(null)} />
      <OpenWorkOrdersDialog vendor={openOrders} onClose={() => setOpenOrders(null)} />
    </>
  );
}
