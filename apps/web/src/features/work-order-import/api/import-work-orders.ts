import type { importedWorkOrderSchema, WireOf, WorkOrderFileFormat } from '@dispatchwise/shared';
import { http, uploadFile } from '../../../lib/http';

// The work-order import's calls (spec C 7; contracts/work-order-import.ts). The screen shows failures in
// its own words ('Error importing ...'), so the http client does not toast them too.

export type ImportedWorkOrder = WireOf<typeof importedWorkOrderSchema>;

/** GET /api/workorder/importwofromservicechannel?id={PO}. */
export const importFromServiceChannel = (po: string) =>
  http.get<ImportedWorkOrder>('/api/workorder/importwofromservicechannel', {
    params: { id: po },
    isSilent: true,
  });

/** POST /api/workorder/importwofromfile?type&product (multipart FormFile + FileName): one file of one format. */
export const importWorkOrderFile = (options: {
  format: Pick<WorkOrderFileFormat, 'type' | 'product'>;
  file: File;
  onProgress: (fraction: number) => void;
}) =>
  uploadFile<ImportedWorkOrder>('/api/workorder/importwofromfile', options.file, {
    params: { type: options.format.type, product: options.format.product },
    onProgress: options.onProgress,
    isSilent: true,
  });
