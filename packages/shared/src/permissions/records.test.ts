import { describe, expect, it } from 'vitest';
import {
  canAddChildToWorkOrder,
  canAddWorkOrderNote,
  canChangeWorkOrderAsStaff,
  canEditWorkOrderFields,
  canReadCustomerRecord,
  canReadRecordOfCustomer,
  canReadRecordOfVendor,
  canReadVendorRecord,
  canReadWorkOrderRecord,
  canReopenWorkOrderInStatus,
  canSaveWorkOrder,
  canSeeNote,
  isWorkOrderCancelled,
  isWorkOrderInvoiced,
  isWorkOrderReadOnly,
  type WorkOrderStatusRef,
} from './records';
import { READ_ONLY_STATUS_IDS, WORK_ORDER_STATUSES } from '../constants/statuses';
import { ROLES, type Role } from './roles';
import { USERS, makeUser, rolesPassing } from './test-users';

const STAFF: Role[] = ['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin'];

describe('isWorkOrderReadOnly', () => {
  const cases: [WorkOrderStatusRef, boolean][] = [
    ['Invoiced', true],
    ['Cancelled', true],
    [' invoiced ', true],
    ['CANCELLED', true],
    [6, true],
    [10, true],
    [{ statusid: 10, status: null }, true],
    [{ statusid: 6 }, true],
    [{ statusid: 99, status: 'Invoiced' }, true],
    [{ statusid: 6, status: null }, true],
    ['Dispatched', false],
    ['Billing Pending', false],
    ['Completed - Vendor', false],
    [9, false],
    [25, false],
    [{ statusid: 9, status: 'Dispatched' }, false],
    [{}, false],
    ['', false],
    [null, false],
    [undefined, false],
  ];
  it.each(cases)('%j -> %s', (status, expected) => {
    expect(isWorkOrderReadOnly(status)).toBe(expected);
  });

  it.each(WORK_ORDER_STATUSES.map((status) => [status.name, status] as const))(
    'agrees with the seeded status table for %s, by id, by name and by row',
    (_name, status) => {
      const expected = READ_ONLY_STATUS_IDS.includes(status.id);
      expect(isWorkOrderReadOnly(status.id)).toBe(expected);
      expect(isWorkOrderReadOnly(status.name)).toBe(expected);
      expect(isWorkOrderReadOnly({ statusid: status.id, status: status.name })).toBe(expected);
    },
  );

  it('tells Invoiced from Cancelled', () => {
    expect([isWorkOrderInvoiced(10), isWorkOrderCancelled(10)]).toEqual([true, false]);
    expect([isWorkOrderInvoiced('Invoiced'), isWorkOrderCancelled('Invoiced')]).toEqual([true, false]);
    expect([isWorkOrderInvoiced(6), isWorkOrderCancelled(6)]).toEqual([false, true]);
  });
});

describe('record scoping', () => {
  it.each([
    [10, [...STAFF, 'Vendor', 'Tech']],
    [11, STAFF],
    [null, STAFF],
  ] as const)('canReadRecordOfVendor(vendor %s)', (vendorid, expected) => {
    expect(rolesPassing((user) => canReadRecordOfVendor(user, vendorid))).toEqual(expected);
  });

  it.each([
    [20, [...STAFF, 'Customer']],
    [21, STAFF],
    [undefined, STAFF],
  ] as const)('canReadRecordOfCustomer(customer %s)', (customerid, expected) => {
    expect(rolesPassing((user) => canReadRecordOfCustomer(user, customerid))).toEqual(expected);
  });

  it('an external user without a record link reads nothing, even a record with no link', () => {
    const vendor = makeUser({ roles: ['Vendor'], vendorid: null });
    const customer = makeUser({ roles: ['Customer'], customerid: null });
    expect(canReadRecordOfVendor(vendor, null)).toBe(false);
    expect(canReadRecordOfCustomer(customer, null)).toBe(false);
    expect(canReadWorkOrderRecord(customer, { customerid: null, vendorids: [] })).toBe(false);
  });

  it('a customer cannot read vendor records, nor a vendor customer records', () => {
    expect(canReadRecordOfVendor({ ...USERS.Customer, vendorid: 10 }, 10)).toBe(false);
    expect(canReadRecordOfCustomer({ ...USERS.Vendor, customerid: 20 }, 20)).toBe(false);
  });

  it.each([
    ['own customer, own vendor line', { customerid: 20, vendorids: [10, 12] }, ROLES],
    ['own customer only', { customerid: 20, vendorids: [12] }, [...STAFF, 'Customer']],
    ['own vendor line only', { customerid: 21, vendorids: [10] }, [...STAFF, 'Vendor', 'Tech']],
    ['someone else entirely', { customerid: 21, vendorids: [] }, STAFF],
  ] as const)('canReadWorkOrderRecord: %s', (_name, workOrder, expected) => {
    expect(rolesPassing((user) => canReadWorkOrderRecord(user, workOrder))).toEqual(expected);
  });

  it('staff need read:workorders to read a work order', () => {
    expect(canReadWorkOrderRecord(makeUser({ roles: ['Employee'] }), { customerid: 1, vendorids: [] })).toBe(
      false,
    );
  });
});

describe('canSeeNote', () => {
  it.each([
    [{ canvendorsee: true, isvisibletocustomer: true }, ROLES],
    [{ canvendorsee: true, isvisibletocustomer: false }, [...STAFF, 'Vendor', 'Tech']],
    [{ canvendorsee: false, isvisibletocustomer: true }, [...STAFF, 'Customer']],
    [{ canvendorsee: null }, STAFF],
    [{}, STAFF],
  ] as const)('%j', (note, expected) => {
    expect(rolesPassing((user) => canSeeNote(user, note))).toEqual(expected);
  });
});

describe('work-order detail rules by status', () => {
  const byStatus = (rule: (user: (typeof USERS)[Role], status: WorkOrderStatusRef) => boolean) =>
    Object.fromEntries(
      ['Dispatched', 'Cancelled', 'Invoiced'].map((status) => [
        status,
        rolesPassing((user) => rule(user, status)),
      ]),
    );

  it('canSaveWorkOrder: update:workorder, off when Invoiced only', () => {
    const roles = ['Admin', 'Dispatchers', 'AccountingAdmin'];
    expect(byStatus(canSaveWorkOrder)).toEqual({ Dispatched: roles, Cancelled: roles, Invoiced: [] });
  });

  it('canEditWorkOrderFields: off when Invoiced or Cancelled', () => {
    expect(byStatus(canEditWorkOrderFields)).toEqual({
      Dispatched: ['Admin', 'Dispatchers', 'AccountingAdmin'],
      Cancelled: [],
      Invoiced: [],
    });
  });

  it('canAddWorkOrderNote: every reader, off when Invoiced', () => {
    expect(byStatus(canAddWorkOrderNote)).toEqual({ Dispatched: ROLES, Cancelled: ROLES, Invoiced: [] });
  });

  it('canChangeWorkOrderAsStaff: staff who may update, off when Invoiced', () => {
    const roles = ['Admin', 'Dispatchers', 'AccountingAdmin'];
    expect(byStatus(canChangeWorkOrderAsStaff)).toEqual({
      Dispatched: roles,
      Cancelled: roles,
      Invoiced: [],
    });
  });

  it('canReopenWorkOrderInStatus: add:workorders, only on Invoiced or Cancelled', () => {
    const roles = ['Admin', 'Dispatchers'];
    expect(byStatus(canReopenWorkOrderInStatus)).toEqual({
      Dispatched: [],
      Cancelled: roles,
      Invoiced: roles,
    });
  });

  it('canAddChildToWorkOrder: add:workorders, not on a child', () => {
    expect(rolesPassing((user) => canAddChildToWorkOrder(user, { parentid: null }))).toEqual([
      'Admin',
      'Dispatchers',
    ]);
    expect(rolesPassing((user) => canAddChildToWorkOrder(user, {}))).toEqual(['Admin', 'Dispatchers']);
    expect(rolesPassing((user) => canAddChildToWorkOrder(user, { parentid: 7 }))).toEqual([]);
  });
});

describe('vendor and customer record areas (their files)', () => {
  it('canReadVendorRecord: staff with read:vendors, Vendor and Tech their own vendor (10)', () => {
    expect(rolesPassing((user) => canReadVendorRecord(user, 10))).toEqual([...STAFF, 'Vendor', 'Tech']);
    expect(rolesPassing((user) => canReadVendorRecord(user, 11))).toEqual(STAFF);
    expect(canReadVendorRecord(makeUser({ roles: ['Employee'] }), 10)).toBe(false);
  });

  it('canReadCustomerRecord: staff with read:customers, Customer its own customer (20)', () => {
    expect(rolesPassing((user) => canReadCustomerRecord(user, 20))).toEqual([...STAFF, 'Customer']);
    expect(rolesPassing((user) => canReadCustomerRecord(user, 21))).toEqual(STAFF);
    expect(canReadCustomerRecord(makeUser({ roles: ['Employee'] }), 20)).toBe(false);
  });
});
