import { STATUS } from '@dispatchwise/shared';
import { describe, expect, it } from 'vitest';
import { userOf } from '../../entities/work-orders/test-helpers';
import { makeLine, makeWorkOrder, OVER_NTE_HOLD } from './test-fixtures';
import { vendorLineActions, type LineAction } from './vendor-line-actions';

const dispatched = { statusid: STATUS.Dispatched, status: 'Dispatched' };
const invoiced = { statusid: STATUS.Invoiced, status: 'Invoiced' };
const cancelled = { statusid: STATUS.Cancelled, status: 'Cancelled' };

/** label -> 'on' | 'off: reason' | 'on: note', over every group. */
function states(groups: LineAction[][]): Record<string, string> {
  return Object.fromEntries(
    groups
      .flat()
      .map((action) => [
        action.label,
        `${action.isDisabled ? 'off' : 'on'}${action.hint ? `: ${action.hint}` : ''}`,
      ]),
  );
}

describe('vendorLineActions (spec B section 4 "Vendor line")', () => {
  it('an Admin on a Dispatched order with an unapproved line: every item, in groups', () => {
    const groups = vendorLineActions(userOf('Admin'), dispatched, makeLine());
    expect(groups.map((group) => group.map((action) => action.label))).toEqual([
      ['Send WO Ticket', 'Send Quote Only Request', 'Send Dispatched'],
      ['Approve Invoice'],
      ['Set NOD Flag', 'Edit', 'Detach', 'Cancel Vendor'],
      ['Attach Invoice', 'Create Proposal', 'Generate SignOff Ticket', 'QC Follow-up'],
    ]);
    expect(states(groups)).toEqual({
      'Send WO Ticket': 'on',
      'Send Quote Only Request': 'off: Only for quote-only lines',
      'Send Dispatched': 'on',
      'Approve Invoice': 'off: Needs an invoice number',
      'Set NOD Flag': 'on',
      Edit: 'on',
      Detach: 'on',
      'Cancel Vendor': 'on',
      'Attach Invoice': 'on',
      'Create Proposal': 'on',
      'Generate SignOff Ticket': 'on',
      'QC Follow-up': 'on',
    });
  });

  it('Send WO Ticket is disabled at a quoted amount of 0 or on a quote-only line; Quote Only Request the reverse', () => {
    expect(
      states(vendorLineActions(userOf('Admin'), dispatched, makeLine({ quotedamount: '0.00' }))),
    ).toMatchObject({
      'Send WO Ticket': 'off: Quoted amount is 0',
      'Send Quote Only Request': 'off: Only for quote-only lines',
    });
    expect(
      states(vendorLineActions(userOf('Admin'), dispatched, makeLine({ quoteonly: true }))),
    ).toMatchObject({
      'Send WO Ticket': 'off: Quote only',
      'Send Quote Only Request': 'on',
    });
  });

  it('the status menu follows the order status text, the same code as the list (NOD: the four NOD notices)', () => {
    const nod = vendorLineActions(userOf('Dispatchers'), { statusid: STATUS.NOD, status: 'NOD' }, makeLine());
    expect(nod[0]!.map((action) => action.label)).toEqual([
      'Send WO Ticket',
      'Send Quote Only Request',
      'Send NOD - Missing Docs',
      'Send NOD - Quality',
      'Send NOD - Wrong Amount',
      'Send NOD - Wrong Rates',
    ]);
    const tos = vendorLineActions(
      userOf('Dispatchers'),
      { statusid: STATUS.TOS, status: 'TOS (Tech On Site)' },
      makeLine(),
    );
    expect(tos[0]!.map((action) => action.actionType)).toEqual(['TICKET', 'QUOTE', 'TOS']);
  });

  it('Approve Invoice needs an invoice number, says when the NTE guard will ask for a reason', () => {
    const withNumber = makeLine({ invnumber: 'INV-9' });
    expect(states(vendorLineActions(userOf('Admin'), dispatched, withNumber))['Approve Invoice']).toBe('on');
    const held = makeLine({ invnumber: 'INV-9', quotedamount: '900.00', hold: OVER_NTE_HOLD });
    expect(states(vendorLineActions(userOf('AccountingAdmin'), dispatched, held))['Approve Invoice']).toBe(
      'on: Over NTE: needs a reason',
    );
  });

  it('once approved: UnApprove is offered; NOD, Edit, Detach and Cancel Vendor are disabled', () => {
    const approved = makeLine({ invnumber: 'INV-9', isapproved: true, nodflagged: true });
    const result = states(vendorLineActions(userOf('Admin'), dispatched, approved));
    expect(result).toMatchObject({
      'UnApprove Invoice': 'on',
      'Remove NOD Flag': 'off: Invoice approved',
      Edit: 'off: Invoice approved',
      Detach: 'off: Invoice approved',
      'Cancel Vendor': 'off: Invoice approved',
      'Attach Invoice': 'on',
      'Generate SignOff Ticket': 'on',
      'QC Follow-up': 'on',
    });
    expect(result).not.toHaveProperty('Approve Invoice');
  });

  it('once the bill went to accounting, UnApprove is disabled and says why', () => {
    const synced = makeLine({
      invnumber: 'INV-9',
      isapproved: true,
      syncedtoaccountingdate: '2026-03-05T15:00:00.000Z',
    });
    const result = states(vendorLineActions(userOf('AccountingAdmin'), dispatched, synced));
    expect(result['UnApprove Invoice']).toBe('off: This vendor bill was already sent to accounting.');
  });

  it('an Invoiced order: nothing is sent or changed (no new proposal); files, the sign-off and QC stay available', () => {
    const line = makeLine({ invnumber: 'INV-9', isapproved: true, nodflagged: true });
    expect(states(vendorLineActions(userOf('Admin'), invoiced, line))).toEqual({
      'Send WO Ticket': 'off: The work order is Invoiced',
      'Send Quote Only Request': 'off: The work order is Invoiced',
      'UnApprove Invoice': 'off: The work order is Invoiced',
      'Remove NOD Flag': 'off: The work order is Invoiced',
      Edit: 'off: The work order is Invoiced',
      Detach: 'off: The work order is Invoiced',
      'Cancel Vendor': 'off: The work order is Invoiced',
      'Attach Invoice': 'on',
      'Create Proposal': 'off: The work order is Invoiced',
      'Generate SignOff Ticket': 'on',
      'QC Follow-up': 'on',
    });
  });

  it('a Cancelled order: no notices or cancellation, but the line can still be edited (decision 132)', () => {
    expect(states(vendorLineActions(userOf('Dispatchers'), cancelled, makeLine()))).toMatchObject({
      'Send WO Ticket': 'off: The work order is Cancelled',
      'Cancel Vendor': 'off: The work order is Cancelled',
      Edit: 'on',
      Detach: 'on',
      'Set NOD Flag': 'on',
    });
  });

  it('a cancelled line: nothing but its files, the sign-off and QC', () => {
    const result = states(
      vendorLineActions(userOf('Admin'), dispatched, makeLine({ status: 'Cancelled', invnumber: 'INV-1' })),
    );
    expect(result).toMatchObject({
      'Send WO Ticket': 'off: Vendor cancelled',
      'Approve Invoice': 'off: Vendor cancelled',
      Edit: 'off: Vendor cancelled',
      'Cancel Vendor': 'off: Vendor cancelled',
      'QC Follow-up': 'on',
    });
  });

  it('by role: a Dispatcher has no invoice items; an Employee only reads (files and the sign-off)', () => {
    const dispatcher = vendorLineActions(userOf('Dispatchers'), dispatched, makeLine({ invnumber: 'INV-9' }));
    expect(dispatcher.flat().map((action) => action.kind)).not.toContain('approve');
    const employee = vendorLineActions(userOf('Employee'), dispatched, makeLine());
    expect(employee.flat().map((action) => action.label)).toEqual([
      'Attach Invoice',
      'Generate SignOff Ticket',
    ]);
  });

  it('uses the order of the detail screen as the status it reads', () => {
    const order = makeWorkOrder({ statusid: STATUS.CWOP, status: 'CWOP' });
    expect(vendorLineActions(userOf('Admin'), order, makeLine())[0]!.map((action) => action.label)).toContain(
      'Send CWOP',
    );
  });
});
