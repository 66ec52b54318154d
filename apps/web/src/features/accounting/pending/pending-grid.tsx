import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DoneAll from '@mui/icons-material/DoneAll';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Button, IconButton, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid';
import { Loading } from '../../../components/loading';
import { Tooltip } from '../../../components/tooltip';
import { useCaptions } from '../../../lib/captions';
import type { InvoicingRow, VendorBillingRow } from '../api/types';
import { InvoiceDetail } from './invoice-detail';
import { PendingCard } from './pending-card';
import { invoicingColumns, vendorBillingColumns } from './pending-columns';
import { rowIdOf, tabTotals, type PendingRow, type PendingTab } from './selection';

export type PendingGridProps = {
  tab: PendingTab;
  rows: PendingRow[];
  isLoading: boolean;
  checked: readonly number[];
  onToggle: (id: number) => void;
  onApproveAll: () => void;
  /** Vendor Billing's Remove (asks first). */
  onRemove?: (row: VendorBillingRow) => void;
};

/** A page of the pending rows (the grid offers 10 to 100). */
const PAGE_SIZE = 20;

/**
 * One tab's pending rows (spec A "Accounting"): the approve checkbox (or Queued), Approve All, the totals in
 * the footer; Vendor Billing rows have Remove, invoicing rows expand to their bills and lines.
 */
export function PendingGrid({
  tab,
  rows,
  isLoading,
  checked,
  onToggle,
  onApproveAll,
  onRemove,
}: PendingGridProps) {
  const caption = useCaptions();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const totals = useMemo(() => tabTotals(rows), [rows]);
  const isVendor = tab === 'vendor';
  const columns = useMemo(() => {
    const options = { caption, checked, onToggle, totals };
    return (
      isVendor ? vendorBillingColumns(options) : invoicingColumns(options)
    ) as DataGridColumn<PendingRow>[];
  }, [caption, checked, onToggle, totals, isVendor]);
  const openCount = rows.filter((row) => !row.approvedByAccounting).length;

  if (isLoading) return <Loading text={isVendor ? 'Loading...' : 'Loading Invoices...'} />;

  const toggleExpanded = (id: string) =>
    setExpanded((ids) => {
      const next = new Set(ids);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const rowActions = (row: PendingRow) => {
    if (isVendor) {
      const bill = row as VendorBillingRow;
      return (
        <Tooltip title="Remove from Vendor Billing">
          <IconButton
            size="small"
            aria-label={`Remove ${bill.workorderNumber} ${bill.vendorName}`}
            onClick={() => onRemove?.(bill)}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      );
    }
    const id = String(rowIdOf(row));
    const isOpen = expanded.has(id);
    const name = (row as InvoicingRow).workorderNumber;
    return (
      <Tooltip title={isOpen ? 'Hide details' : 'Show bills and lines'}>
        <IconButton
          size="small"
          aria-label={`${isOpen ? 'Hide' : 'Show'} details of ${name}`}
          aria-expanded={isOpen}
          onClick={() => toggleExpanded(id)}
        >
          {isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </IconButton>
      </Tooltip>
    );
  };

  return (
    <DataGrid<PendingRow>
      columns={columns}
      data={rows}
      getRowId={(row) => String(rowIdOf(row))}
      stateKey={`accounting-${tab}`}
      defaultPageSize={PAGE_SIZE}
      defaultHiddenColumns={isVendor ? ['billingVendorId'] : []}
      hasHeaderFilters={false}
      emptyText={isVendor ? 'No vendor bills are waiting.' : 'No invoices are waiting.'}
      rowActionsWidth={60}
      renderToolbarStart={() => (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {`${checked.length} of ${openCount} approved`}
        </Typography>
      )}
      renderToolbarActions={() => (
        <Button variant="outlined" startIcon={<DoneAll />} onClick={onApproveAll} disabled={openCount === 0}>
          Approve All
        </Button>
      )}
      renderRowActions={rowActions}
      renderCard={(row) => (
        <PendingCard
          row={row}
          isChecked={checked.includes(rowIdOf(row))}
          onToggle={onToggle}
          actions={isVendor ? rowActions(row) : null}
        />
      )}
      {...(isVendor
        ? {}
        : {
            renderDetailPanel: (row: PendingRow) => <InvoiceDetail row={row as InvoicingRow} />,
            expandedRowIds: expanded,
          })}
    />
  );
}
