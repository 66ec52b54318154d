import { Box, Button } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataGrid, RowActionsMenu, useRowActionRunner } from '../../../components/data-grid';
import { DocumentPreviewDialog } from '../../../components/document-preview-dialog';
import { AddDocumentButton, DocumentLinesToggle } from '../../../components/line-items';
import { ApiError } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { createPortalInvoice, newPortalProposal } from './api/proposal-calls';
import { portalDocumentKeys } from './api/query-keys';
import { DocumentCard, documentColumns } from './document-columns';
import { DocumentEditor, type DocumentEditorTarget } from './document-editor';
import { DocumentLinesDetail } from './document-lines';
import {
  documentName,
  INVOICE_KIND,
  invoiceDocument,
  newInvoiceDocument,
  proposalDocument,
  PROPOSAL_KIND,
  type DocumentActionKind,
  type DocumentKind,
  type PortalDocument,
} from './portal-document';

/** The menu's order and captions; each shows only when the shared rule offers it (spec C 4). */
const ITEMS: readonly { kind: DocumentActionKind; label: string }[] = [
  { kind: 'edit', label: 'Edit' },
  { kind: 'view', label: 'View' },
  { kind: 'preview', label: 'Preview' },
  { kind: 'submit', label: 'Submit' },
  { kind: 'createinvoice', label: 'Create Invoice' },
  { kind: 'clone', label: 'Clone' },
  { kind: 'pdf', label: 'PDF' },
  { kind: 'delete', label: 'Delete' },
];

const CONFIGS = { proposal: PROPOSAL_KIND, invoice: INVOICE_KIND } as const;

/** The actions offered on a document, in menu order: View stands in for Edit when it cannot change. */
export function documentMenuItems(document: PortalDocument, readonly: boolean) {
  const allowed = { ...CONFIGS[document.kind].actions(document, readonly) };
  allowed.view = !allowed.edit;
  return ITEMS.filter((item) => allowed[item.kind]);
}

export type VendorDocumentsTabProps = {
  kind: DocumentKind;
  workorderid: number;
  /** The order is Invoiced or Cancelled (the details' `canchange` false). */
  readonly: boolean;
};

type Confirming = { action: 'submit' | 'delete'; document: PortalDocument };

/**
 * The Proposals or Invoices tab of the vendor's work-order details (spec C 2.8, 4, 8; decision 165): the
 * vendor's documents of the order on the shared grid with their lines under a row, the row actions of
 * the shared rule, Add Proposal / Add Invoice, the full-screen editor, Preview (1200x750) and the PDF.
 */
export default function VendorDocumentsTab({ kind, workorderid, readonly }: VendorDocumentsTabProps) {
  const config = CONFIGS[kind];
  const toast = useToast();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: config.listKey(workorderid),
    queryFn: ({ signal }) => config.list(workorderid, signal),
  });
  const rows = useMemo(() => list.data?.documents ?? [], [list.data]);
  const columns = useMemo(() => documentColumns(config), [config]);
  const [editing, setEditing] = useState<DocumentEditorTarget | null>(null);
  const [previewing, setPreviewing] = useState<PortalDocument | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [isAdding, setIsAdding] = useState(false);
  const canAdd = Boolean(list.data?.canadd) && !readonly;

  // Both lists: an invoice made from a proposal shows on the proposal's row and in the Invoices tab.
  // A Submit writes a System note: the order's notes are read again when their tab opens.
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: portalDocumentKeys.all(workorderid) });
    await queryClient.invalidateQueries({
      queryKey: ['records', 'workorder', workorderid],
      refetchType: 'none',
    });
  }, [queryClient, workorderid]);
  const { busyId, run } = useRowActionRunner(refresh);

  const open = (document: PortalDocument) => setEditing({ config: CONFIGS[document.kind], document });
  const toggle = (document: PortalDocument) =>
    setExpanded((ids) => (ids.has(String(document.id)) ? new Set() : new Set([String(document.id)])));

  const handleAdd = async () => {
    setIsAdding(true);
    try {
      open(
        kind === 'proposal'
          ? proposalDocument(await newPortalProposal(workorderid))
          : newInvoiceDocument(workorderid, list.data?.summary.briefdescription ?? ''),
      );
    } catch {
      // The http client showed the reason.
    } finally {
      setIsAdding(false);
    }
  };

  const handlePick = (action: DocumentActionKind, document: PortalDocument) => {
    const noun = config.kind;
    switch (action) {
      case 'edit':
      case 'view':
        open(document);
        return;
      case 'preview':
        setPreviewing(document);
        return;
      case 'submit':
      case 'delete':
        setConfirming({ action, document });
        return;
      case 'clone':
        void run(
          document.id,
          () => config.clone(document.id),
          config.savedToast,
          `Failed to clone the ${noun}`,
        );
        return;
      case 'pdf':
        void run(document.id, () => config.pdf(document.id), null, 'Failed to download the PDF');
        return;
      case 'createinvoice':
        void run(
          document.id,
          async () => open(invoiceDocument(await createPortalInvoice(document.id))),
          'Invoice created.',
          'Failed to create the invoice',
        );
        return;
    }
  };

  const handleConfirm = async () => {
    if (!confirming) return;
    const { action, document } = confirming;
    try {
      if (action === 'submit') await config.submit(document.id);
      else await config.remove(document.id);
    } catch (error) {
      // The popup stays open with the reason.
      throw error instanceof ApiError ? new Error(error.message) : error;
    }
    toast(action === 'submit' ? 'Status updated' : `${config.title} deleted`, 'success');
    await refresh();
  };

  const renderActions = (document: PortalDocument) => (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <RowActionsMenu
        name={documentName(document)}
        items={documentMenuItems(document, readonly)}
        isBusy={busyId === document.id}
        onPick={(action) => handlePick(action, document)}
      />
      <DocumentLinesToggle
        name={documentName(document)}
        isOpen={expanded.has(String(document.id))}
        onToggle={() => toggle(document)}
      />
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <DataGrid<PortalDocument>
        columns={columns}
        data={rows}
        getRowId={(document) => String(document.id)}
        isLoading={list.isPending}
        isFetching={list.isFetching}
        stateKey={config.stateKey}
        hasHeaderFilters={false}
        hasFilterBuilder={false}
        emptyText={list.isError ? `The ${config.kind}s could not be loaded.` : config.emptyText}
        rowActionsWidth={84}
        renderRowActions={renderActions}
        renderCard={(document) => (
          <>
            <DocumentCard config={config} document={document} actions={renderActions(document)} />
            {expanded.has(String(document.id)) ? <DocumentLinesDetail document={document} /> : null}
          </>
        )}
        cardListHeight={480}
        maxHeight="60vh"
        onRowOpen={open}
        expandedRowIds={expanded}
        renderDetailPanel={(document) => <DocumentLinesDetail document={document} />}
        renderToolbarActions={() => (
          <>
            {/* The lists across orders, hidden in the side menu (spec C 2.2, decision 164). */}
            <Button component={RouterLink} to={`/vendorprofile/${config.kind}s`} size="small">
              All my {config.kind}s
            </Button>
            <AddDocumentButton
              label={`Add ${config.title}`}
              isDisabled={!canAdd || isAdding}
              disabledReason={readonly ? 'The work order is Invoiced or Cancelled.' : ''}
              onAdd={() => void handleAdd()}
            />
          </>
        )}
      />
      <DocumentEditor
        target={editing}
        summary={list.data?.summary}
        readonly={readonly}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await refresh();
        }}
      />
      <DocumentPreviewDialog
        title={`${config.title} Preview`}
        source={
          previewing
            ? {
                key: [config.kind, previewing.id],
                load: (signal) => config.preview(previewing.id, signal),
              }
            : null
        }
        onClose={() => setPreviewing(null)}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.action === 'submit' ? `Submit ${config.title}` : `Delete ${config.title}`}
        confirmLabel={confirming?.action === 'submit' ? 'Submit' : 'Delete'}
        onConfirm={handleConfirm}
        onClose={() => setConfirming(null)}
      >
        {confirming?.action === 'submit'
          ? `Submit the ${documentName(confirming.document)} for review? It can no longer be changed once submitted.`
          : `Delete the ${confirming ? documentName(confirming.document) : config.kind} and its lines?`}
      </ConfirmDialog>
    </Box>
  );
}
