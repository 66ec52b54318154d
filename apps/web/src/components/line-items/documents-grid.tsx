import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { DataGrid, type DataGridColumn } from '../data-grid';
import { Tooltip } from '../tooltip';
import {
  DocumentLinesPanel,
  DocumentLinesToggle,
  type DocumentLine,
  type DocumentLinesProps,
} from './document-lines';

/** A priced document of a work order (a proposal, an invoice): its id, lines and the totals the API computed. */
type PricedDocument<L extends DocumentLine> = { id: number } & DocumentLinesProps<L>['document'];

export type DocumentsGridProps<D extends PricedDocument<L>, L extends DocumentLine> = {
  rows: D[];
  columns: DataGridColumn<D>[];
  isLoading: boolean;
  isFetching: boolean;
  /** The grid state's localStorage key, e.g. 'workOrderInvoices'. */
  stateKey: string;
  /** The grid without rows: "No invoices on this work order." */
  emptyText: string;
  /** How a row is named to a screen reader and in the panel's title: "invoice $237.50 (Open)". */
  nameOf: (document: D) => string;
  /** The row's actions menu. */
  renderMenu: (document: D) => ReactNode;
  /** The row as a card on phones, with its actions. */
  renderCard: (document: D, actions: ReactNode) => ReactNode;
  /** Add Proposal / Add Invoice; a reason ('' for none) shows as its tooltip while it is disabled. */
  add?: { label: string; isDisabled: boolean; disabledReason: string; onAdd: () => void };
  /** Exports the rows (the customer portal's invoices, spec C 2.9). */
  onExport?: () => void;
  /** Toolbar items before Add, e.g. the portal's link to its list across orders. */
  toolbarActions?: ReactNode;
  /** The page size the grid opens with (the grid's own default otherwise). */
  defaultPageSize?: number;
  /** The lines' table name ("Line items of approved proposal") and the text without lines. */
  lines: { labelOf: (document: D) => string; emptyText: string };
  /** Removes one of the expanded document's lines; undefined: its lines are closed. */
  removeLineOf?: (document: D) => ((line: L) => void) | undefined;
  busyLineId?: number | null;
};

/** Add Proposal / Add Invoice above a documents grid; the reason it is disabled shows as its tooltip. */
export function AddDocumentButton({
  label,
  isDisabled,
  disabledReason,
  onAdd,
}: {
  label: string;
  isDisabled: boolean;
  disabledReason: string;
  onAdd: () => void;
}) {
  return (
    <Tooltip title={isDisabled ? disabledReason : ''}>
      <span>
        <Button
          variant="contained"
          size="small"
          startIcon={<AddIcon />}
          disabled={isDisabled}
          onClick={onAdd}
        >
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}

/**
 * The documents of a work order (customer proposals, invoices) on the shared grid with their lines under it
 * (the master detail, docs/decisions/137 and 139): each row has its actions and a Show / Hide line items
 * toggle (double click and Enter too); one expanded row at a time keeps the grid's virtualized body untouched.
 */
export function DocumentsGrid<D extends PricedDocument<L>, L extends DocumentLine>({
  rows,
  columns,
  isLoading,
  isFetching,
  stateKey,
  emptyText,
  nameOf,
  renderMenu,
  renderCard,
  add,
  lines,
  removeLineOf,
  busyLineId,
  onExport,
  defaultPageSize,
  toolbarActions,
}: DocumentsGridProps<D, L>) {
  const [expandedId, setExpandedId] = useState<number | null>(null);
  // A document that left the list (removed) closes its panel.
  const expanded = rows.find((document) => document.id === expandedId) ?? null;
  const toggle = (document: D) => setExpandedId((id) => (id === document.id ? null : document.id));
  const renderActions = (document: D) => (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      {renderMenu(document)}
      <DocumentLinesToggle
        name={nameOf(document)}
        isOpen={expandedId === document.id}
        onToggle={() => toggle(document)}
      />
    </Box>
  );

  return (
    <>
      <DataGrid<D>
        columns={columns}
        data={rows}
        getRowId={(document) => String(document.id)}
        isLoading={isLoading}
        isFetching={isFetching}
        stateKey={stateKey}
        hasHeaderFilters={false}
        hasFilterBuilder={false}
        emptyText={emptyText}
        rowActionsWidth={84}
        renderRowActions={renderActions}
        renderCard={(document) => renderCard(document, renderActions(document))}
        cardListHeight={480}
        onRowOpen={toggle}
        renderToolbarActions={
          add || toolbarActions
            ? () => (
                <>
                  {toolbarActions}
                  {add ? <AddDocumentButton {...add} /> : null}
                </>
              )
            : undefined
        }
        onExport={onExport}
        defaultPageSize={defaultPageSize}
      />
      {expanded ? (
        <DocumentLinesPanel
          title={`Line items of the ${nameOf(expanded)}`}
          document={expanded}
          label={lines.labelOf(expanded)}
          emptyText={lines.emptyText}
          busyLineId={busyLineId}
          onRemoveLine={removeLineOf?.(expanded)}
        />
      ) : null}
    </>
  );
}
