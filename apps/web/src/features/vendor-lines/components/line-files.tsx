import Download from '@mui/icons-material/Download';
import {
  Box,
  CircularProgress,
  IconButton,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { downloadBlob, downloadNameOf, getBlobSas, signedBlobUrl } from '../../../components/attachments';
import { Tooltip } from '../../../components/tooltip';
import { formatDateTime } from '../../../lib/format';
import { ApiError, saveBlob } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { useLineAttachments, type LineAttachment } from '../api/get-line-attachments';

/** Downloads one of the order's files with a read SAS, saved under its display name. */
function useDownload(workorderid: number) {
  const toast = useToast();
  const [busyId, setBusyId] = useState<number | null>(null);
  const download = async (file: LineAttachment) => {
    setBusyId(file.id);
    try {
      const sas = await getBlobSas({
        area: 'workorder',
        id: workorderid,
        file: file.filename,
        access: 'read',
      });
      saveBlob(await downloadBlob(signedBlobUrl(sas)), downloadNameOf(file));
    } catch (error) {
      // getSAS failures are toasted by the http client; storage failures are not.
      if (!(error instanceof ApiError))
        toast(error instanceof Error ? error.message : 'Download failed.', 'error');
    } finally {
      setBusyId(null);
    }
  };
  return { download, busyId };
}

type Props = {
  workorderid: number;
  workordervendorid: number;
  recordKey: readonly unknown[];
  /** Shown over the table (the line's name in the master detail). */
  caption?: string;
  /** Beside the caption (the master detail's Attach Invoice). */
  action?: ReactNode;
};

/**
 * The files of one vendor line (spec B "Vendor tab": the master detail shows the vendor's attachments),
 * from GET /workorder/vendor/attachments/{workordervendorid}.
 */
export function LineFiles({ workorderid, workordervendorid, recordKey, caption, action }: Props) {
  const files = useLineAttachments(recordKey, workordervendorid);
  const { download, busyId } = useDownload(workorderid);
  const rows = files.data ?? [];
  const label = caption ?? 'Vendor files';

  let body;
  if (files.isPending)
    body = (
      <Typography variant="body2" color="text.secondary">
        Loading...
      </Typography>
    );
  else if (files.isError)
    body = (
      <Typography variant="body2" color="error">
        The files could not be loaded.
      </Typography>
    );
  else if (rows.length === 0)
    body = (
      <Typography variant="body2" color="text.secondary">
        No files for this vendor yet. Attach Invoice adds one.
      </Typography>
    );
  else
    body = (
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>File</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Added By</TableCell>
              <TableCell>Date</TableCell>
              <TableCell padding="checkbox" />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((file) => (
              <TableRow key={file.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Link component="button" type="button" variant="body2" onClick={() => void download(file)}>
                    {downloadNameOf(file)}
                  </Link>
                </TableCell>
                <TableCell>{file.attachmenttype}</TableCell>
                <TableCell>{file.createdbyuser}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(file.createddate)}</TableCell>
                <TableCell padding="checkbox">
                  <Tooltip title="Download">
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Download ${downloadNameOf(file)}`}
                        disabled={busyId === file.id}
                        onClick={() => void download(file)}
                      >
                        {busyId === file.id ? <CircularProgress size={16} /> : <Download fontSize="small" />}
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    );

  return (
    <Box role="region" aria-label={label} sx={{ display: 'grid', gap: 1 }}>
      {caption ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {caption}
          </Typography>
          {action}
        </Box>
      ) : null}
      {body}
    </Box>
  );
}
