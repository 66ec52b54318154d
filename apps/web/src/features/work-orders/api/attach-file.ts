import { http } from '../../../lib/http';
import type { WorkOrderAttachment } from './work-order-types';

/** POST /api/workorder/attachfile: the record of a file already in blob storage (decision 111). */
export type AttachFileInput = {
  workorderid: number;
  attachmenttypeid: number;
  /** The stored name, `{base}_{timestamp}.{ext}`. */
  filename: string;
  /** The name the user picked the file under. */
  displayname: string;
  /** `workorder/{workorderid}/{filename}`. */
  path: string;
  workordervendorid?: number;
};

/** Silent: the uploader shows the failure on the file's own line. */
export const attachFile = (input: AttachFileInput) =>
  http.post<WorkOrderAttachment>('/api/workorder/attachfile', input, { isSilent: true });
