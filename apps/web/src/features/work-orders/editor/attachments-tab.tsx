import { canChangeWorkOrderAsStaff, PAGE_SIZES } from '@dispatchwise/shared';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import { Box, Button, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataGrid } from '../../../components/data-grid';
import { useSessionUser } from '../../../lib/session';
import { useAttachmentTypes } from '../api/get-attachment-types';
import { useAttachments } from '../api/get-attachments';
import { workOrderKeys } from '../api/query-keys';
import type { WorkOrderAttachment, WorkOrderDetail } from '../api/work-order-types';
import { attachmentColumns } from './attachments/attachment-columns';
import { EditAttachmentDialog } from './attachments/edit-attachment-dialog';
import { downloadNameOf } from './attachments/file-kinds';
import { PreviewDialog } from './attachments/preview-dialog';
import { RemoveAttachmentDialog } from './attachments/remove-attachment-dialog';
import { UploadArea } from './attachments/upload-area';
import { useAttachmentFiles } from './attachments/use-attachment-files';
import { useUploads } from './attachments/use-uploads';

/**
 * The Attachments tab (spec B "Attachments tab", spec C 2.7): a Type select that enables the uploader,
 * the upload area, and a grid of the order's files with multi-select, Download Selected and row actions
 * edit, delete and download. Anyone who sees the tab may attach; edit and delete are for staff with
 * update:workorder and are refused on an Invoiced order.
 */
export function AttachmentsTab({ workOrder }: { workOrder: WorkOrderDetail }) {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const attachments = useAttachments(workOrder.id);
  const types = useAttachmentTypes();
  const uploads = useUploads(workOrder.id);
  const files = useAttachmentFiles();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [editing, setEditing] = useState<WorkOrderAttachment | null>(null);
  const [removing, setRemoving] = useState<WorkOrderAttachment | null>(null);
  const [isDownloadingSelected, setIsDownloadingSelected] = useState(false);

  // The API's rule (decision 114): staff with update:workorder, never on an Invoiced order.
  const canChange = canChangeWorkOrderAsStaff(user, workOrder);
  const rows = useMemo(() => attachments.data ?? [], [attachments.data]);
  const columns = useMemo(() => attachmentColumns(files.open), [files.open]);
  // Rows deleted since they were ticked drop out.
  const selected = rows.filter((attachment) => selectedIds.includes(String(attachment.id)));

  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: workOrderKeys.detailAll(workOrder.id) });

  const handleDownloadSelected = async () => {
    setIsDownloadingSelected(true);
    try {
      await files.downloadMany(selected);
    } finally {
      setIsDownloadingSelected(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <UploadArea
        types={types.data ?? []}
        isLoadingTypes={types.isLoading}
        uploads={uploads.uploads}
        onUpload={(list, typeId) => void uploads.start(list, typeId)}
        onClearFinished={uploads.clearFinished}
      />
      <DataGrid<WorkOrderAttachment>
        columns={columns}
        data={rows}
        getRowId={(attachment) => String(attachment.id)}
        isLoading={attachments.isLoading}
        isFetching={attachments.isFetching}
        defaultPageSize={PAGE_SIZES.attachmentGrid}
        hasRowSelection
        onRowSelectionChange={setSelectedIds}
        emptyText="No Attachments"
        rowActionsWidth={canChange ? 116 : 56}
        renderToolbarActions={() => (
          <Button
            variant="outlined"
            startIcon={isDownloadingSelected ? <CircularProgress size={16} /> : <Download />}
            disabled={selected.length === 0 || isDownloadingSelected}
            onClick={() => void handleDownloadSelected()}
          >
            Download Selected{selected.length > 0 ? ` (${selected.length})` : ''}
          </Button>
        )}
        renderRowActions={(attachment) => {
          const name = downloadNameOf(attachment);
          return (
            <>
              {canChange ? (
                <>
                  <Tooltip title="Edit">
                    <IconButton
                      size="small"
                      aria-label={`Edit ${name}`}
                      onClick={() => setEditing(attachment)}
                    >
                      <Edit fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton
                      size="small"
                      aria-label={`Delete ${name}`}
                      onClick={() => setRemoving(attachment)}
                    >
                      <Delete fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              ) : null}
              <Tooltip title="Download">
                <span>
                  <IconButton
                    size="small"
                    aria-label={`Download ${name}`}
                    disabled={files.isBusy(attachment.id)}
                    onClick={() => void files.download(attachment)}
                  >
                    {files.isBusy(attachment.id) ? (
                      <CircularProgress size={16} />
                    ) : (
                      <Download fontSize="small" />
                    )}
                  </IconButton>
                </span>
              </Tooltip>
            </>
          );
        }}
      />
      <PreviewDialog
        attachment={files.preview}
        onClose={files.closePreview}
        onDownload={(a) => void files.download(a)}
      />
      <EditAttachmentDialog
        attachment={editing}
        types={types.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
      <RemoveAttachmentDialog attachment={removing} onClose={() => setRemoving(null)} onRemoved={refresh} />
    </Box>
  );
}
