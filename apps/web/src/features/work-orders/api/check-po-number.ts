import type { checkPoNumberAnswerSchema, WireOf } from '@dispatchwise/shared';
import { http } from '../../../lib/http';

export type PoNumberCheck = { customerid: number; ponumber: string; workorderid: number };

/**
 * GET /api/workorder/checkponumber: the numbers of the customer's other orders with the same PO
 * (docs/decisions/111). Called once per Save, before the save, so it is a plain call and not a query.
 */
export const checkPoNumber = async (input: PoNumberCheck): Promise<string[]> => {
  const answer = await http.get<WireOf<typeof checkPoNumberAnswerSchema>>('/api/workorder/checkponumber', {
    params: input,
  });
  return answer?.wonumbers ?? [];
};
