import { get, query, type Entry } from './builders';

/**
 * The work-order import (issue 16, docs/decisions/169-171): staff who may add work orders. The PO `id` names
 * no record of ours, and no external role reaches the routes at all; the file imports are called without a
 * file (a 400 after the rule), and ServiceChannel is not configured here, so the role check writes nothing.
 */
export const WORK_ORDER_IMPORT_MATRIX: Record<string, Entry> = {
  'GET /api/workorder/importwofromservicechannel': get('/api/workorder/importwofromservicechannel', () => ({
    id: 'MATRIX-PO-1',
  })),
  'POST /api/workorder/parseWOHTML': query('POST', '/api/workorder/parseWOHTML', () => ({
    type: 'pdf',
    product: 'brightway-pdf',
  })),
  'POST /api/workorder/importwofromfile': query('POST', '/api/workorder/importwofromfile', () => ({
    type: 'msg',
    product: 'harborview-msg',
  })),
};
