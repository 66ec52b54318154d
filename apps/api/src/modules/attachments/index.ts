// The attachments module's door (docs/decisions/123, 124): files of any owner through its adapter.
export type {
  AttachmentOwner,
  AttachmentTable,
  FileOwner,
  FileVisibility,
  NewAttachment,
} from './attachment-owner';
export { attachmentRoutes } from './attachments.routes';
export { ATTACHMENT_NOT_FOUND, FILE_NOT_UPLOADED } from './attachments.service';
export { fileOwnerOf, getFileVisibility } from './attachments.visibility';
export { validateFileName } from './file-name';
