import { PREVIEWABLE_EXTENSIONS } from '@dispatchwise/shared';
import type { WorkOrderAttachment } from '../../api/work-order-types';
import { fileExtension } from './stored-file-name';

/**
 * What opens in the preview popup on the work-order tab: jpg, jpeg, png, pdf, html, txt (spec B section 7).
 * The shared list also has gif, which spec C previews for customers and vendors; spec B leaves it out, so a
 * work order's gif downloads.
 */
export const WORK_ORDER_PREVIEWABLE_EXTENSIONS: readonly string[] = PREVIEWABLE_EXTENSIONS.filter(
  (extension) => extension !== 'gif',
);

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png']);

export type PreviewKind = 'image' | 'frame';

/** How a stored file previews: an <img>, an <iframe>, or not at all (it downloads). */
export function previewKindOf(filename: string): PreviewKind | null {
  const extension = fileExtension(filename);
  if (!WORK_ORDER_PREVIEWABLE_EXTENSIONS.includes(extension)) return null;
  return IMAGE_EXTENSIONS.has(extension) ? 'image' : 'frame';
}

/** The name shown and saved: the display name, with the stored file's extension when it lost it. */
export function downloadNameOf(attachment: Pick<WorkOrderAttachment, 'filename' | 'displayname'>): string {
  const name = attachment.displayname?.trim() || attachment.filename;
  const extension = fileExtension(attachment.filename);
  return extension && fileExtension(name) !== extension ? `${name}.${extension}` : name;
}
