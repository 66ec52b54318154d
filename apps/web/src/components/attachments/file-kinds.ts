import { PREVIEWABLE_EXTENSIONS } from '@dispatchwise/shared';
import type { AttachmentRecord } from './api/types';
import { fileExtension } from './stored-file-name';

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif']);

export type PreviewKind = 'image' | 'frame';

/**
 * How a stored file previews: an <img>, an <iframe>, or not at all (it downloads). Spec C 2.7 previews
 * jpg, jpeg, png, pdf, html, txt and gif (the default); an owner may pass a shorter list (the work order's
 * tab leaves gif out, spec B section 7).
 */
export function previewKindOf(
  filename: string,
  previewable: readonly string[] = PREVIEWABLE_EXTENSIONS,
): PreviewKind | null {
  const extension = fileExtension(filename);
  if (!previewable.includes(extension)) return null;
  return IMAGE_EXTENSIONS.has(extension) ? 'image' : 'frame';
}

/** The name shown and saved: the display name, with the stored file's extension when it lost it. */
export function downloadNameOf(attachment: Pick<AttachmentRecord, 'filename' | 'displayname'>): string {
  const name = attachment.displayname?.trim() || attachment.filename;
  const extension = fileExtension(attachment.filename);
  return extension && fileExtension(name) !== extension ? `${name}.${extension}` : name;
}
