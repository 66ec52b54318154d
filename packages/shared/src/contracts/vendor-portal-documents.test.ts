import { describe, expect, it } from 'vitest';
import {
  saveVendorPortalInvoiceSchema,
  saveVendorPortalProposalSchema,
  updateVendorPortalProposalStatusSchema,
  VENDOR_PORTAL_DOCUMENT_MESSAGES as MESSAGES,
} from './vendor-portal-documents';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('saveVendorPortalProposalSchema', () => {
  it('needs the work order and a description for a new proposal', () => {
    expect(messagesOf(saveVendorPortalProposalSchema.safeParse({ id: 0 }))).toEqual([
      MESSAGES.workOrderRequired,
      MESSAGES.descriptionRequired,
    ]);
    expect(
      messagesOf(saveVendorPortalProposalSchema.safeParse({ id: 0, workorderid: 5, description: ' ' })),
    ).toEqual([MESSAGES.descriptionRequired]);
  });

  it('keeps what an update does not name, and reads lines with an optional id', () => {
    const parsed = saveVendorPortalProposalSchema.parse({
      id: '12',
      material: [{ id: 3, description: 'Pipe', uom: 1, unitprice: '2.50', quantity: 4 }],
    });
    expect(parsed.id).toBe(12);
    expect([parsed.description, parsed.note, parsed.labor, parsed.other]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(parsed.material).toEqual([
      { id: 3, description: 'Pipe', partnumber: undefined, uom: 1, unitprice: '2.50', quantity: '4' },
    ]);
  });

  it('refuses lines that break the spec B 5 rules', () => {
    const result = saveVendorPortalProposalSchema.safeParse({
      id: 1,
      labor: [{ skilllevelid: 1, typeid: 9, numberoftechs: 0, hourlyrate: '', numberofhours: '1.234' }],
    });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([
        'Type is invalid.',
        'Number of Techs is required.',
        'Hourly Rate is required.',
      ]),
    );
  });
});

describe('saveVendorPortalInvoiceSchema', () => {
  it('needs Invoice # and Description on a new invoice (spec C 5)', () => {
    expect(messagesOf(saveVendorPortalInvoiceSchema.safeParse({ id: 0, workorderid: 5 }))).toEqual([
      MESSAGES.invoiceNumberRequired,
      MESSAGES.descriptionRequired,
    ]);
    expect(messagesOf(saveVendorPortalInvoiceSchema.safeParse({ id: 4, invoicenumber: '' }))).toEqual([
      MESSAGES.invoiceNumberRequired,
    ]);
  });
});

describe('updateVendorPortalProposalStatusSchema', () => {
  it('lets the vendor only submit', () => {
    expect(
      updateVendorPortalProposalStatusSchema.parse({ proposalId: 1, proposalStatusId: 2 }),
    ).toMatchObject({
      proposalId: 1,
      proposalStatusId: 2,
    });
    expect(
      messagesOf(updateVendorPortalProposalStatusSchema.safeParse({ proposalId: 1, proposalStatusId: 3 })),
    ).toEqual([MESSAGES.onlySubmit]);
  });
});
