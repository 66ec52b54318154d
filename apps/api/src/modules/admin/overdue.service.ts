import { AWAITING_ARRIVAL_STATUS_IDS, PRIORITY } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { countWorkOrdersPastEta } from './overdue.repository';

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
