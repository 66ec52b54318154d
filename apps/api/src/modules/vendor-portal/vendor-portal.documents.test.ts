import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  STATUS,
  VENDOR_DOCUMENT_STATUS,
  VENDOR_PORTAL_DOCUMENT_MESSAGES as MESSAGES,
  WORK_ORDER_MESSAGES,
  type VendorPortalInvoice,
  type VendorPortalProposal,
  type VendorPortalProposalList,
} from '@dispatchwise/shared';
import { vendorproposal, workordernote, workordervendor } from '../../db/schema/index';
import { createTestContext, type TestUser } from '../../../test/helpers';
import {
  attachVendor,
  createCustomerWithSite,
  createVendor,
  createWorkOrder,
} from '../../../test/factories/work-orders';

// The vendor portal's proposals and invoices (issue 15, spec C 2.8, 4, 5, 7; docs/decisions/163): drafts with
// their lines, exact amounts, Submit, Clone, Delete, Create Invoice, and the caller's scope.

const ctx = createTestContext();

let vendorA: number;
let vendorUser: TestUser;
let techUser: TestUser;
let vendorBUser: TestUser;
let order: number;
let lineA: number;
/** Vendor A's order not assigned to the tech. */
let unassigned: number;
let invoiced: number;
let theirs: number;

const labor = { skilllevelid: 2, typeid: 2, numberoftechs: 2, hourlyrate: '95.25', numberofhours: '1.25' };
const material = {
  description: 'Fan motor',
  partnumber: 'FM-220',
  uom: 1,
  unitprice: '12.33',
  quantity: '0.50',
};
const other = { typeid: 3, description: 'Trip charge', quantity: '1', unitprice: '45.00' };

const as = (user: TestUser) => ctx.as(user);
const saveProposal = (user: TestUser, body: Record<string, unknown>) =>
  as(user).post('/api/vendorprofile/updateproposal', body);
const saveInvoice = (user: TestUser, body: Record<string, unknown>) =>
  as(user).post('/api/vendorprofile/updateinvoice', body);

async function newDraft(user = vendorUser, fields: Record<string, unknown> = {}) {
  const response = await saveProposal(user, {
    id: 0,
    workorderid: order,
    description: 'Replace the condenser fan motor.',
    labor: [labor],
    material: [material],
    other: [other],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VendorPortalProposal>();
}

const submitProposal = (id: number, user = vendorUser) =>
  as(user).put('/api/vendorprofile/updateproposalstatus', { proposalId: id, proposalStatusId: 2 });

beforeAll(async () => {
  const db = ctx.db;
  const { customer, jobsite } = await createCustomerWithSite(db);
  const create = (fields: Record<string, unknown> = {}) =>
    createWorkOrder(db, { customerid: customer.id, jobsiteid: jobsite.id, ...fields }).then((row) => row.id);
  vendorA = (await createVendor(db, { name: 'Cool Air Mechanical' })).id;
  const vendorB = (await createVendor(db, { name: 'Other Vendor' })).id;
  vendorUser = await ctx.createUser({ roles: ['Vendor'], vendorid: vendorA });
  techUser = await ctx.createUser({ roles: ['Tech'], vendorid: vendorA });
  vendorBUser = await ctx.createUser({ roles: ['Vendor'], vendorid: vendorB });
  order = await create({ techauthid: techUser.user_id });
  lineA = (await attachVendor(db, { workorderid: order, vendorid: vendorA })).id;
  unassigned = await create();
  await attachVendor(db, { workorderid: unassigned, vendorid: vendorA });
  invoiced = await create({ statusid: STATUS.Invoiced });
  await attachVendor(db, { workorderid: invoiced, vendorid: vendorA });
  theirs = await create();
  await attachVendor(db, { workorderid: theirs, vendorid: vendorB });
});

describe('POST /vendorprofile/newproposal and updateproposal', () => {
  it('answers an unsaved template: id 0, a suggested number, today and the brief description', async () => {
    const response = await as(vendorUser).post('/api/vendorprofile/newproposal', { workorderid: order });
    expect(response.statusCode, response.body).toBe(200);
    const template = response.json<VendorPortalProposal>();
    expect(template).toMatchObject({
      id: 0,
      workorderid: order,
      workordervendorid: lineA,
      proposalstatusid: 1,
      description: 'Leaking roof over the entrance',
      totals: { labor: '0.00', material: '0.00', other: '0.00', total: '0.00' },
    });
    expect(template.proposalnumber).toMatch(/-P\d+$/);
    expect(String(template.proposaldate).slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    const proposals = await ctx.db.select().from(vendorproposal).where(eq(vendorproposal.workorderid, order));
    expect(proposals).toEqual([]);
  });

  it('creates a draft with its lines and the amounts computed exactly', async () => {
    const proposal = await newDraft(vendorUser, { proposalnumber: 'VP-1', note: 'Parts in stock.' });
    expect(proposal).toMatchObject({
      workorderid: order,
      workordervendorid: lineA,
      proposalnumber: 'VP-1',
      proposalstatusid: 1,
      proposalstatus: 'Draft',
      note: 'Parts in stock.',
      invoiceid: null,
      proposalamount: '408.36',
      totals: { labor: '357.19', material: '6.17', other: '45.00', total: '408.36' },
    });
    expect(proposal.labor).toEqual([
      expect.objectContaining({ skilllevel: 'Technician', type: 'Overtime', amount: '357.19' }),
    ]);
    expect(proposal.material[0]).toMatchObject({ unit: 'Each', amount: '6.17' });
    expect(proposal.other[0]).toMatchObject({ type: 'Travel', amount: '45.00' });
  });

  it('updates partially: absent fields and lines stay, named lines update, [] removes, new lines insert', async () => {
    const proposal = await newDraft();
    const response = await saveProposal(vendorUser, {
      id: proposal.id,
      labor: [
        { ...labor, id: proposal.labor[0]!.id, numberofhours: '2' },
        { ...labor, typeid: 1 },
      ],
      other: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<VendorPortalProposal>();
    expect(updated.description).toBe('Replace the condenser fan motor.');
    expect(updated.labor.map((line) => [line.id === proposal.labor[0]!.id, line.amount])).toEqual([
      [true, '571.50'],
      [false, '238.13'],
    ]);
    expect(updated.material).toHaveLength(1);
    expect(updated.other).toEqual([]);
    expect(updated.proposalamount).toBe('815.80');
  });

  it('refuses a line of another document, and the validation messages of spec C 5', async () => {
    const mine = await newDraft();
    const other = await newDraft();
    const response = await saveProposal(vendorUser, {
      id: mine.id,
      material: [{ ...material, id: other.material[0]!.id }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This line item is not on this document.');
    const invalid = await saveProposal(vendorUser, { id: 0, workorderid: order, description: '' });
    expect(invalid.statusCode).toBe(400);
    expect(JSON.stringify(invalid.json())).toContain('Description is required.');
    const noNumber = await saveInvoice(vendorUser, { id: 0, workorderid: order, description: 'Work' });
    expect(noNumber.statusCode).toBe(400);
    expect(JSON.stringify(noNumber.json())).toContain('Invoice # is required.');
  });

  it('refuses a read-only (Invoiced) order, and a Tech on an order not assigned to it', async () => {
    const body = { id: 0, workorderid: invoiced, description: 'x' };
    const readOnly = await saveProposal(vendorUser, body);
    expect(readOnly.statusCode).toBe(400);
    expect(readOnly.json().message).toBe(WORK_ORDER_MESSAGES.readOnly);
    const list = await as(vendorUser).get('/api/vendorprofile/vendorworkorderproposals', {
      query: { workorderid: invoiced },
    });
    expect(list.json().canadd).toBe(false);
    expect((await saveProposal(techUser, { ...body, workorderid: unassigned })).statusCode).toBe(404);
    expect((await newDraft(techUser)).proposalstatusid).toBe(1);
  });
});

describe('Submit, then the draft rules', () => {
  it('submits a draft (1 -> 2) with a System note the vendor sees, then refuses edit, delete and submit', async () => {
    const proposal = await newDraft(vendorUser, { proposalnumber: 'VP-SUB' });
    const response = await submitProposal(proposal.id);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<VendorPortalProposalList>();
    const submitted = list.data.find((row) => row.id === proposal.id)!;
    expect(submitted).toMatchObject({ proposalstatusid: 2, proposalstatus: 'Submitted' });
    expect(submitted.submitteddate).not.toBeNull();
    const notes = await ctx.db.select().from(workordernote).where(eq(workordernote.workorderid, order));
    expect(notes).toContainEqual(
      expect.objectContaining({
        note: 'Vendor Cool Air Mechanical submitted proposal #VP-SUB for $408.36.',
        canvendorsee: true,
      }),
    );
    const edit = await saveProposal(vendorUser, { id: proposal.id, description: 'Changed' });
    expect([edit.statusCode, edit.json().message]).toEqual([400, MESSAGES.onlyDraft]);
    const removed = await as(vendorUser).delete('/api/vendorprofile/deleteproposal', {
      query: { proposalId: proposal.id },
    });
    expect([removed.statusCode, removed.json().message]).toEqual([400, MESSAGES.onlyDraftDeleted]);
    expect((await submitProposal(proposal.id)).json().message).toBe(MESSAGES.onlyDraftSubmitted);
  });

  it('needs a line to submit, and only status 2', async () => {
    const empty = await newDraft(vendorUser, { labor: [], material: [], other: [] });
    expect((await submitProposal(empty.id)).json().message).toBe(MESSAGES.noLines);
    const approve = await as(vendorUser).put('/api/vendorprofile/updateproposalstatus', {
      proposalId: empty.id,
      proposalStatusId: 3,
    });
    expect(approve.statusCode).toBe(400);
    expect(JSON.stringify(approve.json())).toContain(MESSAGES.onlySubmit);
  });

  it('lists the caller vendor documents newest first, with the Summary fields', async () => {
    const response = await as(vendorUser).get('/api/vendorprofile/vendorworkorderproposals', {
      query: { workorderid: order },
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<VendorPortalProposalList>();
    expect(list.canadd).toBe(true);
    expect(list.summary).toMatchObject({ city: 'Austin', statecode: 'TX', customername: expect.any(String) });
    const ids = list.data.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('Clone and Delete', () => {
  it('clones any status into a new draft with the lines; deletes a draft', async () => {
    const proposal = await newDraft();
    await submitProposal(proposal.id);
    const response = await as(vendorUser).post(`/api/vendorprofile/cloneproposal/${proposal.id}`);
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<VendorPortalProposal>();
    expect(copy.id).not.toBe(proposal.id);
    expect(copy).toMatchObject({ proposalstatusid: 1, proposalamount: '408.36', submitteddate: null });
    expect(copy.labor).toHaveLength(1);
    const removed = await as(vendorUser).delete('/api/vendorprofile/deleteproposal', {
      query: { proposalId: copy.id },
    });
    expect(removed.json()).toEqual({ id: copy.id, workorderid: order });
    expect(
      (await as(vendorUser).delete('/api/vendorprofile/deleteproposal', { query: { proposalId: copy.id } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('Create Invoice and the invoice Submit', () => {
  it('makes one draft invoice from an approved proposal; a second is refused; submit puts its number on the line', async () => {
    const proposal = await newDraft();
    const early = await as(vendorUser).post(`/api/vendorprofile/createinvoice/${proposal.id}`);
    expect([early.statusCode, early.json().message]).toEqual([400, MESSAGES.notApproved]);
    await submitProposal(proposal.id);
    await ctx.db
      .update(vendorproposal)
      .set({ proposalstatusid: VENDOR_DOCUMENT_STATUS.Approved })
      .where(eq(vendorproposal.id, proposal.id));

    const response = await as(vendorUser).post(`/api/vendorprofile/createinvoice/${proposal.id}`);
    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json<VendorPortalInvoice>();
    expect(invoice).toMatchObject({
      proposalid: proposal.id,
      invoicenumber: null,
      invoicestatusid: 1,
      description: 'Replace the condenser fan motor.',
      invoiceamount: '408.36',
    });
    const second = await as(vendorUser).post(`/api/vendorprofile/createinvoice/${proposal.id}`);
    expect([second.statusCode, second.json().message]).toEqual([400, MESSAGES.alreadyInvoiced]);
    const listed = await as(vendorUser).get('/api/vendorprofile/vendorworkorderproposals', {
      query: { workorderid: order },
    });
    expect(
      listed.json<VendorPortalProposalList>().data.find((row) => row.id === proposal.id)!.invoiceid,
    ).toBe(invoice.id);

    const unnumbered = await as(vendorUser).put('/api/vendorprofile/updateinvoicestatus', {
      invoiceId: invoice.id,
      invoiceStatusId: 2,
    });
    expect([unnumbered.statusCode, unnumbered.json().message]).toEqual([400, MESSAGES.invoiceNumberRequired]);
    const dated = await saveInvoice(vendorUser, {
      id: invoice.id,
      invoicenumber: 'INV-77',
      invoicedate: '2020-01-01',
    });
    expect(dated.statusCode, dated.body).toBe(200);
    expect(dated.json().invoicedate).toBe(invoice.invoicedate);
    const submitted = await as(vendorUser).put('/api/vendorprofile/updateinvoicestatus', {
      invoiceId: invoice.id,
      invoiceStatusId: 2,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data[0]).toMatchObject({ id: invoice.id, invoicestatusid: 2 });
    const [line] = await ctx.db.select().from(workordervendor).where(eq(workordervendor.id, lineA));
    expect(line!.invnumber).toBe('INV-77');
  });

  it('clones an invoice without its number', async () => {
    const created = await saveInvoice(vendorUser, {
      id: 0,
      workorderid: order,
      invoicenumber: 'INV-9',
      description: 'Work done',
      other: [other],
    });
    expect(created.statusCode, created.body).toBe(200);
    const clone = await as(vendorUser).post(`/api/vendorprofile/cloneinvoice/${created.json().id}`);
    expect(clone.statusCode).toBe(201);
    expect(clone.json()).toMatchObject({ invoicenumber: null, invoiceamount: '45.00', proposalid: null });
  });
});

describe('scope', () => {
  it('answers 404 for another vendor documents and 403/404 for orders out of the portal', async () => {
    const proposal = await newDraft();
    const notFound = { statusCode: 404, message: MESSAGES.proposalNotFound };
    const calls = [
      () => saveProposal(vendorBUser, { id: proposal.id, description: 'Mine now' }),
      () => as(vendorBUser).post(`/api/vendorprofile/cloneproposal/${proposal.id}`),
      () =>
        as(vendorBUser).delete('/api/vendorprofile/deleteproposal', { query: { proposalId: proposal.id } }),
      () => submitProposal(proposal.id, vendorBUser),
    ];
    for (const call of calls) {
      const response = await call();
      expect({ statusCode: response.statusCode, message: response.json().message }).toEqual(notFound);
    }
    const foreignList = await as(vendorUser).get('/api/vendorprofile/vendorworkorderproposals', {
      query: { workorderid: theirs },
    });
    expect(foreignList.statusCode).toBe(403);
    const techList = await as(techUser).get('/api/vendorprofile/vendorworkorderinvoices', {
      query: { workorderid: unassigned },
    });
    expect(techList.statusCode).toBe(404);
    const offTech = await newDraft(vendorUser, { workorderid: unassigned });
    const techEdit = await saveProposal(techUser, { id: offTech.id, description: 'Mine' });
    expect([techEdit.statusCode, techEdit.json().message]).toEqual([404, MESSAGES.proposalNotFound]);
    expect((await saveProposal(techUser, { id: proposal.id, description: 'Assigned' })).statusCode).toBe(200);
    expect(
      (await ctx.asRole('Dispatchers').post('/api/vendorprofile/newproposal', { workorderid: order }))
        .statusCode,
    ).toBe(403);
  });

  it('answers the line lists from the reference tables', async () => {
    const response = await as(techUser).get('/api/vendorprofile/vendorworkorderproposals/lists');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      skilllevels: expect.arrayContaining([{ id: 2, name: 'Technician' }]),
      labortypes: expect.arrayContaining([{ id: 2, name: 'Overtime', multiplier: '1.50' }]),
      units: expect.arrayContaining([{ id: 1, name: 'Each' }]),
      othertypes: [
        { id: 3, name: 'Travel' },
        { id: 4, name: 'Other' },
        { id: 5, name: 'Tax' },
        { id: 6, name: 'Misc' },
      ],
    });
  });
});
