import { WORK_ORDER_IMPORT_MESSAGES, type WorkOrderFileFormat } from '@dispatchwise/shared';
import { HttpError } from '../../../lib/errors';
import type { ImportedFile, WorkOrderDraft } from '../import-work-order';

/** What a file format reads out of one file: the draft's fields (the customer is the format's) and its own files. */
export type FileOrder = Omit<WorkOrderDraft, 'source' | 'customerid' | 'customername' | 'files'> & {
  files: ImportedFile[];
};

/** A customer's file format (decision 171): its registry entry and its reader. */
export type FileFormatReader = {
  format: WorkOrderFileFormat;
  read: (data: Buffer, filename: string) => Promise<FileOrder>;
};

/** The 400 of a file that cannot be imported, with the reason. */
export const refusedFile = (message: string) => new HttpError(400, message);

/** A required field's value, else the file is refused naming it. */
export function required<T>(value: T | undefined | null, field: string): T {
  if (value === undefined || value === null || value === '')
    throw refusedFile(WORK_ORDER_IMPORT_MESSAGES.missingField(field));
  return value;
}

/** A parsed optional field: undefined (present but unreadable) refuses the file naming it. */
export function valid<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw refusedFile(WORK_ORDER_IMPORT_MESSAGES.invalidField(field));
  return value;
}

/** The store block of a file as the draft's site: the store number is the site's number (decision 169). */
export function siteOfStore(store: {
  number: string;
  name: string | undefined;
  address: string | undefined;
  city: string | undefined;
  state: string | undefined;
  zip: string | undefined;
}): NonNullable<FileOrder['site']> {
  return {
    jobsite: store.number.slice(0, 100),
    jobsitedescription: store.name ?? null,
    streetaddress: store.address ?? null,
    city: store.city?.trim() || null,
    statecode: store.state?.toUpperCase().slice(0, 2) || null,
    postalcode: store.zip ?? null,
  };
}
