import { PRIORITY, STATUS } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { countWorkOrdersPastEta } from './overdue.repository';

/**
 * Statuses in which no technician has reached the site yet. From TOS on (on site, waiting on parts,
 * proposals, completion, billing) the ETA has been met; Cancelled and Denied are closed.
 */
export const AWAITING_ARRIVAL_STATUS_IDS = [
  STATUS.Received,
  STATUS.TBS,
  STATUS.Dispatched,
  STATUS.DFQ,
] as const;

/**
 * The Admin bell (GET /admin/getoverduep1): open Emergency work orders whose technician has not
 * arrived within the Emergency ETA counted from when the order was received (docs/decisions/066).
 */
export async function countOverdueP1({ db }: { db: Db }): Promise<number> {
  return countWorkOrdersPastEta(db, {
    priorityid: PRIORITY.Emergency,
    statusids: AWAITING_ARRIVAL_STATUS_IDS,
  });
}
