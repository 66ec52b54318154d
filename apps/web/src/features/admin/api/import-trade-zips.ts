import type { VendorZipImportReport } from '@dispatchwise/shared';
import { uploadFile } from '../../../lib/http';

type ImportOptions = { vendorid: number; file: File; onProgress: (fraction: number) => void };

/**
 * POST /api/admin/importtradezips?vendorid (multipart FormFile + FileName): one .csv of the vendor's zips
 * by trade (contracts/dispatch.ts; decision 154). Silent: the screen shows a failure in place.
 */
export const importTradeZips = ({ vendorid, file, onProgress }: ImportOptions) =>
  uploadFile<VendorZipImportReport>('/api/admin/importtradezips', file, {
    params: { vendorid },
    onProgress,
    isSilent: true,
  });
