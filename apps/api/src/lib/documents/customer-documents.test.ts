import { describe, expect, it } from 'vitest';
import { docxText, pdfText as readPdf, unzipEntry } from '../../../test/documents';
import {
  invoiceDocument,
  proposalDocument,
  type InvoiceSource,
  type ProposalSource,
} from './customer-document';
import { customerDocumentHtml } from './customer-document-html';
import { buildCustomerDocumentDefinition, createCustomerDocumentPdf } from './customer-document-pdf';
import { createInvoiceDocx } from './invoice-docx';

// The customer proposal and invoice documents (issue 11 "Documents", docs/decisions/138): the model,
// and the text a reader gets out of the PDF, the preview HTML and the Word document.

const base = {
  company: 'Dispatchwise',
  wonumber: 'ACME-100123',
  ponumber: 'PO-55821',
  customer: {
    customername: 'Acme Retail Group',
    streetaddress: '500 Market St',
    streetaddress2: null,
    city: 'Dallas',
    statecode: 'TX',
    postalcode: '75201',
  },
  site: {
    jobsite: 'Acme #231',
    jobsitedescription: 'Location 231 - Austin',
    streetaddress: '1200 Congress Ave',
    streetaddress2: 'Suite 140',
    city: 'Austin',
    statecode: 'TX',
    postalcode: '78701',
  },
  scopeofworkformatted:
    '<p>Replace the <strong>roof membrane</strong> over the entrance.</p><ul><li>Remove old tiles</li><li>Seal &amp; test</li></ul>',
  scopeofwork: 'Replace the roof membrane over the entrance.',
  details: [
    {
      itemtype: 'Labor',
      description: 'Roofer, 2 techs',
      quantity: '6.00',
      rates: '85.00',
      taxrate: '0',
      total: '510.00',
    },
    {
      itemtype: 'Material',
      description: 'Membrane 60 mil',
      quantity: '3.00',
      rates: '1234.50',
      taxrate: '8.25',
      total: '4009.04',
    },
    { itemtype: 'Travel', description: null, quantity: '1', rates: '45.00', taxrate: '0', total: '45.00' },
  ],
  totals: { subtotal: '4258.50', taxes: '305.54', total: '4564.04' },
};

const proposal: ProposalSource = {
  ...base,
  id: 12,
  externalproposalnumber: 'CP-7',
  amount: '4600.00',
  createddate: new Date('2025-03-14T15:00:00Z'),
};

const invoice: InvoiceSource = {
  ...base,
  id: 40,
  invoicenumber: 'INV-1001',
  invoicingdate: new Date('2025-03-14T00:00:00Z'),
  duedate: new Date('2025-04-13T00:00:00Z'),
  amountreceived: '0.00',
  termdescription: 'Net 30',
};

/** What a customer may have typed into the plain-text fields, and a scope with markup that must go. */
const hostile = {
  ponumber: `PO "7" <b>x</b>`,
  customer: { ...base.customer, customername: `O'Brien & Sons <script>alert(1)</script>` },
  scopeofworkformatted: '<p>Open</p><script>alert(2)</script><p>5 &lt; 6 "quoted"</p>',
  details: [
    {
      itemtype: 'Other',
      description: `<img src=x onerror=alert(3)> "quote" & 'apostrophe' ${'very long description '.repeat(60)}`,
      quantity: '1',
      rates: '10.00',
      taxrate: '0',
      total: '10.00',
    },
    {
      itemtype: 'Other',
      description: 'A'.repeat(300),
      quantity: '1',
      rates: '1.00',
      taxrate: '0',
      total: '1.00',
    },
  ],
};

const manyLines = Array.from({ length: 90 }, (_, index) => ({
  itemtype: 'Material',
  description: `Part ${index + 1}: replacement filter`,
  quantity: '2',
  rates: '12.50',
  taxrate: '0',
  total: '25.00',
}));

describe('the proposal model', () => {
  it('holds the company, parties, numbers, scope paragraphs, priced lines and totals as printed', () => {
    const document = proposalDocument(proposal);
    expect(document).toMatchObject({
      kind: 'proposal',
      heading: 'Proposal CP-7',
      company: 'Dispatchwise',
      customer: { name: 'Acme Retail Group', lines: ['500 Market St', 'Dallas, TX 75201'] },
      site: {
        name: 'Acme #231 - Location 231 - Austin',
        lines: ['1200 Congress Ave, Suite 140', 'Austin, TX 78701'],
      },
      fields: [
        { label: 'Work Order', value: 'ACME-100123' },
        { label: 'PO Number', value: 'PO-55821' },
        { label: 'Proposal #', value: 'CP-7' },
        { label: 'Date', value: '03/14/2025' },
      ],
      scope: [
        'Replace the roof membrane over the entrance.',
        '\u2022 Remove old tiles',
        '\u2022 Seal & test',
      ],
      totals: [
        { label: 'Subtotal', value: '$4,258.50' },
        { label: 'Taxes', value: '$305.54' },
        { label: 'Total', value: '$4,564.04' },
      ],
      filename: 'ACME-100123_proposal_12',
    });
    expect(document.lines).toEqual([
      {
        type: 'Labor',
        description: 'Roofer, 2 techs',
        quantity: '6',
        rate: '$85.00',
        taxrate: '0%',
        amount: '$510.00',
      },
      {
        type: 'Material',
        description: 'Membrane 60 mil',
        quantity: '3',
        rate: '$1,234.50',
        taxrate: '8.25%',
        amount: '$4,009.04',
      },
      { type: 'Travel', description: '', quantity: '1', rate: '$45.00', taxrate: '0%', amount: '$45.00' },
    ]);
  });

  it('prints the Proposed Amount as the total of a proposal without lines, and leaves out what is empty', () => {
    const document = proposalDocument({
      ...proposal,
      details: [],
      externalproposalnumber: null,
      ponumber: null,
      site: null,
      scopeofworkformatted: null,
      scopeofwork: 'Plain scope\nsecond line',
    });
    expect(document.heading).toBe('Proposal 12');
    expect(document.totals).toEqual([{ label: 'Total', value: '$4,600.00' }]);
    expect(document.fields.map((entry) => entry.label)).toEqual(['Work Order', 'Proposal #', 'Date']);
    expect(document.site).toBeNull();
    expect(document.scope).toEqual(['Plain scope', 'second line']);
  });
});

describe('the invoice model', () => {
  it('has the invoice number, dates, terms and what is due', () => {
    const document = invoiceDocument({ ...invoice, amountreceived: '1000' });
    expect(document.heading).toBe('Invoice INV-1001');
    expect(document.fields).toEqual([
      { label: 'Work Order', value: 'ACME-100123' },
      { label: 'PO Number', value: 'PO-55821' },
      { label: 'Invoice #', value: 'INV-1001' },
      { label: 'Invoice Date', value: '03/14/2025' },
      { label: 'Due Date', value: '04/13/2025' },
      { label: 'Terms', value: 'Net 30' },
    ]);
    expect(document.totals.at(-1)).toEqual({ label: 'Amount Received', value: '$1,000.00' });
    expect(document.terms).toEqual([
      'Terms: Net 30. Payment is due by 04/13/2025.',
      'Please quote invoice INV-1001 and work order ACME-100123 with your payment.',
    ]);
    expect(document.filename).toBe('ACME-100123_invoice_INV-1001');
  });

  it('prints nothing as null or undefined when the invoice has no number, dates or term', () => {
    const document = invoiceDocument({
      ...invoice,
      invoicenumber: null,
      invoicingdate: null,
      duedate: null,
      termdescription: null,
      amountreceived: null,
      ponumber: null,
    });
    expect(JSON.stringify(document)).not.toMatch(/null|undefined|NaN/);
    expect(document.heading).toBe('Invoice 40');
    expect(document.totals.map((total) => total.label)).toEqual(['Subtotal', 'Taxes', 'Total']);
    expect(document.terms).toEqual(['Please quote invoice 40 and work order ACME-100123 with your payment.']);
  });
});

describe('the PDF', () => {
  it.each(['LETTER', 'A4'] as const)('prints everything on one %s page', async (pageSize) => {
    const pdf = await createCustomerDocumentPdf(invoiceDocument(invoice), pageSize);
    const mediaBox = pageSize === 'A4' ? '595.28 841.89' : '612 792';
    expect(pdf.toString('latin1')).toContain(`/MediaBox [0 0 ${mediaBox}]`);
    const { pages, text } = await readPdf(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'Dispatchwise',
      'Invoice INV-1001',
      'BILL TO',
      'Acme Retail Group',
      'Dallas, TX 75201',
      'Acme #231 - Location 231 - Austin',
      '1200 Congress Ave, Suite 140',
      'ACME-100123',
      'PO-55821',
      '03/14/2025',
      '04/13/2025',
      'Net 30',
      'Replace the roof membrane over the entrance.',
      '\u2022 Remove old tiles',
      '\u2022 Seal & test',
      'Membrane 60 mil',
      '$1,234.50',
      '8.25%',
      '$4,009.04',
      '$4,258.50',
      '$305.54',
      '$4,564.04',
      'Payment is due by 04/13/2025.',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/undefined|null|NaN|<\/?(p|strong|li)>|&amp;/);
  });

  it('prints the proposal with its title and totals', async () => {
    const { text } = await readPdf(await createCustomerDocumentPdf(proposalDocument(proposal)));
    for (const expected of ['Proposal CP-7', 'PREPARED FOR', '$4,564.04', 'Roofer, 2 techs'])
      expect(text).toContain(expected);
    expect(text).not.toContain('Due');
  });

  it("prints hostile text as typed, drops the scope's script, and wraps a long description", async () => {
    const document = invoiceDocument({ ...invoice, ...hostile });
    const { text } = await readPdf(await createCustomerDocumentPdf(document));
    expect(text).toContain(`O'Brien & Sons <script>alert(1)</script>`);
    expect(text).toContain(`PO "7" <b>x</b>`);
    expect(text).toContain('<img src=x onerror=alert(3)> "quote" & \'apostrophe\'');
    expect(text).toContain('5 < 6 "quoted"');
    expect(text).not.toContain('alert(2)');
  });

  it.each(['LETTER', 'A4'] as const)(
    'runs many lines over pages with the header row on each (%s)',
    async (pageSize) => {
      const document = invoiceDocument({ ...invoice, details: manyLines });
      const definition = buildCustomerDocumentDefinition(document, pageSize);
      expect(definition.pageSize).toBe(pageSize);
      const { pages, perPage, text } = await readPdf(await createCustomerDocumentPdf(document, pageSize));
      expect(pages).toBeGreaterThan(1);
      for (const page of perPage) expect(page).toMatch(/Type\s+Description\s+Qty\s+Rate\s+Tax\s+Amount/);
      for (const n of [1, 45, 90]) expect(text).toContain(`Part ${n}: replacement filter`);
      expect(text).toContain(`Page ${pages} of ${pages}`);
    },
  );
});

describe('the preview HTML', () => {
  it('is one complete document with the same content, nothing outside it', () => {
    const html = customerDocumentHtml(invoiceDocument(invoice));
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).toMatch(/<\/html>$/);
    expect(html).not.toMatch(/<script|<link|src=|href=|@import|url\(/i);
    for (const expected of [
      '<title>Invoice INV-1001 - Dispatchwise</title>',
      'Bill To',
      'Acme Retail Group',
      '<p>Replace the roof membrane over the entrance.</p>',
      '<p>\u2022 Seal &amp; test</p>',
      '<td class="num">$1,234.50</td>',
      '<td class="num">8.25%</td>',
      '<td class="num">$4,564.04</td>',
      'Payment is due by 04/13/2025.',
    ])
      expect(html).toContain(expected);
  });

  it('escapes every typed value and never carries the stored markup', () => {
    const html = customerDocumentHtml(invoiceDocument({ ...invoice, ...hostile }));
    expect(html).not.toMatch(/<script|<img|<b>|onerror=alert\(3\)>/);
    expect(html).toContain('O&#39;Brien &amp; Sons &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('PO &quot;7&quot; &lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(3)&gt; &quot;quote&quot;');
    expect(html).toContain('<p>5 &lt; 6 &quot;quoted&quot;</p>');
    expect(html).not.toContain('alert(2)');
  });
});

describe('the invoice .docx', () => {
  it('holds the same content, with a repeated header row and hostile text as typed', async () => {
    const docx = await createInvoiceDocx(
      invoiceDocument({ ...invoice, ...hostile, details: [...hostile.details, ...manyLines] }),
    );
    expect(docx.subarray(0, 2).toString('latin1')).toBe('PK');
    const xml = unzipEntry(docx, 'word/document.xml');
    expect(xml).toContain('<w:tblHeader/>');
    expect(xml).not.toMatch(/<script|<img/);
    const text = docxText(docx);
    for (const expected of [
      'Dispatchwise',
      'Invoice INV-1001',
      `O'Brien & Sons <script>alert(1)</script>`,
      `PO "7" <b>x</b>`,
      '5 < 6 "quoted"',
      '<img src=x onerror=alert(3)> "quote" & \'apostrophe\'',
      'Part 90: replacement filter',
      'Due Date: 04/13/2025',
      'Terms: Net 30. Payment is due by 04/13/2025.',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('alert(2)');
    expect(text).not.toMatch(/undefined|null|NaN/);
  });

  it('prints the lines and totals of the model', async () => {
    const text = docxText(await createInvoiceDocx(invoiceDocument(invoice)));
    for (const expected of ['Membrane 60 mil', '$1,234.50', '8.25%', '$4,009.04', 'Total', '$4,564.04'])
      expect(text).toContain(expected);
  });
});
