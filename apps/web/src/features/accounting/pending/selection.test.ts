import { describe, expect, it } from 'vitest';
import { LISTS, vendorBill } from '../test-fixtures';
import {
  approveAll,
  NO_SELECTION,
  pruneSelection,
  selectableIds,
  selectedCount,
  tabTotals,
  toggleRow,
  toSubmitBody,
} from './selection';

describe('the Accounting screen approvals', () => {
  it('a queued row (approvedByAccounting) cannot be checked: Approve All leaves it out', () => {
    expect(selectableIds(LISTS, 'vendor')).toEqual([501, 502]);
    expect(approveAll(NO_SELECTION, LISTS, 'vendor').vendor).toEqual([501, 502]);
  });

  it('Approve All with every open row checked clears the tab, and touches no other tab', () => {
    const all = approveAll({ ...NO_SELECTION, customer: [900] }, LISTS, 'vendor');
    expect(approveAll(all, LISTS, 'vendor')).toEqual({ complete: [], vendor: [], customer: [900] });
  });

  it('toggles one row on and off', () => {
    const one = toggleRow(NO_SELECTION, 'complete', 910);
    expect(one.complete).toEqual([910]);
    expect(toggleRow(one, 'complete', 910).complete).toEqual([]);
  });

  it('sends the checked rows of each tab under the spec names, with the vendors to create', () => {
    const selection = { complete: [910], vendor: [501, 502], customer: [901] };
    expect(selectedCount(selection)).toBe(4);
    expect(toSubmitBody(selection, [77])).toEqual({
      VendorBilling: [{ workorderVendorId: 501 }, { workorderVendorId: 502 }],
      CustomerBilling: [{ invoiceId: 901 }],
      PendingVendors: [{ vendorId: 77 }],
      CompleteBilling: [{ invoiceId: 910 }],
    });
  });

  it('drops rows that left the lists or were queued since they were checked', () => {
    const lists = { ...LISTS, vendorBilling: [vendorBill({ approvedByAccounting: true })] };
    expect(pruneSelection({ complete: [910], vendor: [501, 502], customer: [999] }, lists)).toEqual({
      complete: [910],
      vendor: [],
      customer: [],
    });
  });

  it('totals exactly to the cent (0.10 + 0.20 is 0.30)', () => {
    expect(tabTotals(LISTS.customerBilling)).toEqual({ amount: '1000.30', vendorCost: '600.30' });
    expect(tabTotals(LISTS.vendorBilling).amount).toBe('350.00');
    expect(tabTotals([])).toEqual({ amount: '0.00', vendorCost: '0.00' });
  });
});
