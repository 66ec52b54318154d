import { Link } from '@mui/material';
import type { DataGridColumn } from '../data-grid';
import { formatDateTime } from '../../lib/format';
import type { AttachmentRecord } from './api/types';
import { downloadNameOf, previewKindOf } from './file-kinds';

/** The attachments grid's columns; a click on the name previews or downloads the file. */
export function attachmentColumns<T extends AttachmentRecord>(
  onOpen: (attachment: T) => void,
  previewable?: readonly string[],
): DataGridColumn<T>[] {
  return [
    {
      id: 'displayname',
      accessorFn: (attachment) => downloadNameOf(attachment),
      header: 'File Name',
      size: 320,
      grow: true,
      Cell: ({ row }) => {
        const attachment = row.original;
        const name = downloadNameOf(attachment);
        return (
          <Link
            component="button"
            type="button"
            underline="hover"
            onClick={() => onOpen(attachment)}
            title={previewKindOf(attachment.filename, previewable) ? `Preview ${name}` : `Download ${name}`}
            sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
          >
            {name}
          </Link>
        );
      },
    },
    {
      id: 'attachmenttype',
      accessorFn: (attachment) => attachment.attachmenttype ?? '',
      header: 'Type',
      size: 190,
    },
    {
      id: 'createdbyuser',
      accessorFn: (attachment) => attachment.createdbyuser ?? '',
      header: 'Added By',
      size: 160,
    },
    {
      id: 'createddate',
      accessorFn: (attachment) => formatDateTime(attachment.createddate),
      header: 'Date',
      size: 170,
      sortingFn: (a, b) =>
        new Date(a.original.createddate).getTime() - new Date(b.original.createddate).getTime(),
    },
  ];
}
