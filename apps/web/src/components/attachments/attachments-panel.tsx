import { PAGE_SIZES } from '@dispatchwise/shared';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import { Box, Button, CircularProgress, IconButton } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataGrid, type DataGridColumn } from '../data-grid';
import { Tooltip } from '../tooltip';
import { useAttachmentTypes } from './api/get-attachment-types';
import { useAttachments } from './api/get-attachments';
import type { AttachmentOwner, AttachmentRecord } from './api/types';
import { attachmentColumns } from './attachment-columns';
import { EditAttachmentDialog } from './edit-attachment-dialog';
import { downloadNameOf } from './file-kinds';
import { PreviewDialog } from './preview-dialog';
import { RemoveAttachmentDialog } from './remove-attachment-dialog';
import { UploadArea } from './upload-area';
import { useAttachmentFiles } from './use-attachment-files';
import { useUploads } from './use-uploads';

export type AttachmentsPanelProps = {
  owner: AttachmentOwner;
  /** The owner record's cache key: the files load under it, and a change refreshes the whole record. */
  recordKey?: readonly unknown[];
  /** The Type select and the upload area; read-only without (a portal user on a locked record). */
  canAttach?: boolean;
  /** The upload's type chosen at first (e.g. 7 Invoice on a portal invoice). */
  defaultTypeId?: number;
  /** Edit and delete on each row (the owner's rule, e.g. staff who may update a work order not Invoiced). */
  canChange: boolean;
  /** What previews (800x700) rather than downloads; spec C 2.7's list by default. */
  previewable?: readonly string[];
  pageSize?: number;
  /** After an upload batch with the number of files recorded (e.g. the portal's review toast). */
  onUploaded?: (count: number) => void;
  /** Columns after the shared ones, for an owner's own fields (e.g. a vendor file's review state). */
  extraColumns?: DataGridColumn<AttachmentRecord>[];
};

/**
 * The Attachments tab of any record (spec B "Attachments tab", spec C 2.7; decision 124): a Type select
 * that enables the uploader (drag and drop, several files, a progress line each), and a grid of the
 * owner's files with multi-select, Download Selected and the row actions edit, delete and download.
 * A name click previews or downloads. Nothing here knows the owner: the paths come from the shared
 * contract's `attachmentEndpoints(area, id)`.
 */
export function AttachmentsPanel({
  owner,
  recordKey: givenKey,
  canAttach = true,
  defaultTypeId,
  canChange,
  previewable,
  pageSize = PAGE_SIZES.attachmentGrid,
  onUploaded,
  extraColumns,
}: AttachmentsPanelProps) {
  const queryClient = useQueryClient();
  const { area, id } = owner;
  // One key object per owner, whatever array the caller builds on each render.
  const keyText = JSON.stringify(givenKey ?? ['records', area, id]);
  const recordKey = useMemo(() => JSON.parse(keyText) as unknown[], [keyText]);
  const stableOwner = useMemo(() => ({ area, id }), [area, id]);
  const attachments = useAttachments(stableOwner, recordKey);
  const types = useAttachmentTypes(stableOwner);
  const uploads = useUploads(stableOwner, recordKey);
  const files = useAttachmentFiles<AttachmentRecord>(stableOwner, previewable);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [editing, setEditing] = useState<AttachmentRecord | null>(null);
  const [removing, setRemoving] = useState<AttachmentRecord | null>(null);
  const [isDownloadingSelected, setIsDownloadingSelected] = useState(false);

  const rows = useMemo(() => attachments.data ?? [], [attachments.data]);
  const columns = useMemo(
    () => [...attachmentColumns(files.open, previewable), ...(extraColumns ?? [])],
    [files.open, previewable, extraColumns],
  );
  // Rows deleted since they were ticked drop out.
  const selected = rows.filter((attachment) => selectedIds.includes(String(attachment.id)));

  const refresh = () => void queryClient.invalidateQueries({ queryKey: recordKey });

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
      {canAttach ? (
        <UploadArea
          types={types.data ?? []}
          isLoadingTypes={types.isLoading}
          defaultTypeId={defaultTypeId}
          uploads={uploads.uploads}
          onUpload={(list, typeId) =>
            void uploads.start(list, typeId).then((count) => {
              if (count > 0) onUploaded?.(count);
            })
          }
          onClearFinished={uploads.clearFinished}
        />
      ) : null}
      <DataGrid<AttachmentRecord>
        columns={columns}
        data={rows}
        getRowId={(attachment) => String(attachment.id)}
        isLoading={attachments.isLoading}
        isFetching={attachments.isFetching}
        defaultPageSize={pageSize}
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
        owner={stableOwner}
        attachment={files.preview}
        previewable={previewable}
        onClose={files.closePreview}
        onDownload={(attachment) => void files.download(attachment)}
      />
      <EditAttachmentDialog
        owner={stableOwner}
        attachment={editing}
        types={types.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
      <RemoveAttachmentDialog
        owner={stableOwner}
        attachment={removing}
        onClose={() => setRemoving(null)}
        onRemoved={refresh}
      />
    </Box>
  );
}
