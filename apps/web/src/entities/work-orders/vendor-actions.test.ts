import { STATUS } from '@dispatchwise/shared';
import { describe, expect, it } from 'vitest';
import { makeRow } from './test-helpers';
import {
  activeVendorLines,
  countSent,
  statusMenuKey,
  ticketBlockedReason,
  vendorActionsForStatus,
} from './vendor-actions';

const actionsOf = (status: string, statusid = 0) => {
  const { notices, canCancel } = vendorActionsForStatus({ status, statusid });
  return { codes: notices.map((notice) => notice.actionType), canCancel };
};

describe('vendor actions by work-order status (spec A section 4)', () => {
  it.each([
    ['CWOP', ['CWOP'], false],
    ['Pending Proposal - Vendor', ['PPV'], false],
    ['WOP', ['WAITING_ON_PARTS'], false],
    ['NOD', ['NOD_MISSING', 'NOD_QUALITY', 'NOD_WRONGAMOUNT', 'NOD_WRONGRATES'], false],
    ['NOD - Missing Docs', ['NOD_MISSING', 'NOD_QUALITY', 'NOD_WRONGAMOUNT', 'NOD_WRONGRATES'], false],
    ['Dispatched', ['TICKET', 'DISPATCHED'], true],
    ['TBS', ['TICKET', 'TBS'], true],
    ['TOS', ['TOS'], false],
    ['TOS (Tech On Site)', ['TOS'], false],
    ['Received', ['TICKET'], false],
    ['Pending Proposal – EDC', [], false],
    ['Completed - Vendor', [], false],
    ['Invoiced', [], false],
    ['Cancelled', [], false],
  ] as const)('%s offers %j (cancel: %s)', (status, codes, canCancel) => {
    expect(actionsOf(status)).toEqual({ codes, canCancel });
  });

  it('falls back to the status id when the row has no name', () => {
    expect(statusMenuKey({ status: '', statusid: STATUS.NOD })).toBe('nod');
    expect(actionsOf('', STATUS.TBS)).toEqual({ codes: ['TICKET', 'TBS'], canCancel: true });
  });

  it('an Invoiced or Cancelled id offers nothing whatever the name says', () => {
    expect(actionsOf('Dispatched', STATUS.Cancelled)).toEqual({ codes: [], canCancel: false });
  });
});

describe('vendor lines and counts', () => {
  it('leaves cancelled lines out', () => {
    const row = makeRow({
      vendors: [
        { wovendorid: 1, vendorid: 1, vendorname: 'A', quotedamount: '1', status: 'Attached' },
        { wovendorid: 2, vendorid: 2, vendorname: 'B', quotedamount: '1', status: 'Cancelled' },
      ],
    });
    expect(activeVendorLines(row).map((line) => line.vendorname)).toEqual(['A']);
  });

  it('reads the count of the line from the row events', () => {
    const row = makeRow();
    const line = row.vendors![0]!;
    expect(countSent(row, line, 'TICKET')).toBe(2);
    expect(countSent(row, line, 'DISPATCHED')).toBe(0);
    expect(countSent(row, { ...line, wovendorid: 999 }, 'TICKET')).toBe(0);
    expect(countSent({ events: undefined }, line, 'TICKET')).toBe(0);
  });

  it('blocks the ticket of a line quoted at 0 (spec B section 4)', () => {
    const line = makeRow().vendors![0]!;
    expect(ticketBlockedReason(line)).toBeUndefined();
    expect(ticketBlockedReason({ ...line, quotedamount: '0.00' })).toBe('Quoted amount is 0');
  });
});
