import { describe, expect, it } from 'vitest';
import { VENDOR_DOCUMENT_STATUS } from '../constants/lines';
import { rolesPassing, userOf } from './test-users';
import {
  canAddVendorPortalDocument,
  canPrintVendorDocument,
  canUseVendorPortalDocuments,
  vendorPortalInvoiceActions,
  vendorPortalProposalActions,
} from './vendor-portal-documents';

const { Draft, Submitted, Approved, Rejected } = VENDOR_DOCUMENT_STATUS;
const open = { readonly: false };
const readonly = { readonly: true };

describe('vendor portal document route rules', () => {
  it('let Vendor and Tech users linked to a vendor through, nobody else', () => {
    expect(rolesPassing(canUseVendorPortalDocuments)).toEqual(['Vendor', 'Tech']);
    expect(canUseVendorPortalDocuments(userOf('Vendor', { vendorid: null }))).toBe(false);
    expect(canUseVendorPortalDocuments(userOf('Tech', { permissions: [] }))).toBe(false);
  });

  it('print for the portal and for staff who read the Vendor Submitted Proposals tab', () => {
    expect(canPrintVendorDocument(userOf('Vendor'))).toBe(true);
    expect(canPrintVendorDocument(userOf('Admin'))).toBe(true);
    expect(canPrintVendorDocument(userOf('Customer'))).toBe(false);
  });
});

describe('vendorPortalProposalActions (spec C 4)', () => {
  it('offers Edit, Submit and Delete on a draft only', () => {
    expect(vendorPortalProposalActions({ proposalstatusid: Draft, invoiceid: null }, open)).toEqual({
      edit: true,
      preview: true,
      submit: true,
      clone: true,
      delete: true,
      pdf: true,
      createinvoice: false,
    });
    for (const status of [Submitted, Approved, Rejected]) {
      const actions = vendorPortalProposalActions({ proposalstatusid: status, invoiceid: null }, open);
      expect([actions.edit, actions.submit, actions.delete]).toEqual([false, false, false]);
      expect([actions.preview, actions.pdf, actions.clone]).toEqual([true, true, true]);
    }
  });

  it('offers Create Invoice for an approved proposal without a live invoice', () => {
    expect(
      vendorPortalProposalActions({ proposalstatusid: Approved, invoiceid: null }, open).createinvoice,
    ).toBe(true);
    expect(
      vendorPortalProposalActions({ proposalstatusid: Approved, invoiceid: 7 }, open).createinvoice,
    ).toBe(false);
    expect(
      vendorPortalProposalActions({ proposalstatusid: Submitted, invoiceid: null }, open).createinvoice,
    ).toBe(false);
  });

  it('offers only Preview and PDF on a read-only order', () => {
    expect(vendorPortalProposalActions({ proposalstatusid: Draft, invoiceid: null }, readonly)).toEqual({
      edit: false,
      preview: true,
      submit: false,
      clone: false,
      delete: false,
      pdf: true,
      createinvoice: false,
    });
    expect(
      vendorPortalProposalActions({ proposalstatusid: Approved, invoiceid: null }, readonly).createinvoice,
    ).toBe(false);
    expect(canAddVendorPortalDocument(readonly)).toBe(false);
    expect(canAddVendorPortalDocument(open)).toBe(true);
  });
});

describe('vendorPortalInvoiceActions (spec C 4)', () => {
  it('offers Edit, Submit and Delete on a draft only, the rest always', () => {
    expect(vendorPortalInvoiceActions({ invoicestatusid: Draft }, open)).toEqual({
      edit: true,
      preview: true,
      submit: true,
      clone: true,
      delete: true,
      pdf: true,
    });
    expect(vendorPortalInvoiceActions({ invoicestatusid: Submitted }, open)).toEqual({
      edit: false,
      preview: true,
      submit: false,
      clone: true,
      delete: false,
      pdf: true,
    });
    expect(vendorPortalInvoiceActions({ invoicestatusid: Draft }, readonly).edit).toBe(false);
  });
});
