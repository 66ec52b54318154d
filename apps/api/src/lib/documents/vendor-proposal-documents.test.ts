import { describe, expect, it } from 'vitest';
import type { VendorProposalReview } from '@dispatchwise/shared';
import { pdfText } from '../../../test/documents';
import { vendorProposalDocument } from './vendor-proposal-document';
import { vendorProposalHtml } from './vendor-proposal-document-html';
import { createVendorProposalPdf } from './vendor-proposal-document-pdf';

// The vendor submitted proposal as printed (docs/decisions/140): the model from the review, the text a reader
// gets out of the PDF, and the preview HTML.

const review: VendorProposalReview = {
  id: 601,
  workorderid: 42,
  wonumber: 'ACME-100123',
  jobsiteid: 9,
  workordervendorid: 501,
  vendorid: 77,
  vendorname: 'Cool Air Mechanical',
  proposalnumber: 'VP-42',
  proposaldate: new Date('2026-03-02T15:00:00Z'),
  submitteddate: new Date('2026-03-03T15:00:00Z'),
  description: 'Replace the condenser fan motor.\n\nTest the unit.',
  note: null,
  rejectionnote: null,
  proposalstatusid: 2,
  proposalstatus: 'Submitted',
  proposalamount: '408.36',
  vendorcount: 1,
  vendorquotedamount: '350.00',
  isreviewable: true,
  convertedamount: '583.37',
  labor: [
    {
      id: 1,
      skilllevelid: 2,
      skilllevel: 'Technician',
      typeid: 2,
      type: 'Overtime',
      numberoftechs: 2,
      hourlyrate: '95.25',
      numberofhours: '1.25',
      total: '357.19',
    },
  ],
  materials: [
    {
      id: 2,
      description: 'Fan motor',
      partnumber: 'FM-220',
      uom: 1,
      unit: 'Each',
      unitprice: '12.33',
      quantity: '0.50',
      total: '6.17',
    },
  ],
  other: [
    {
      id: 3,
      typeid: 3,
      type: 'Travel',
      description: 'Trip charge',
      quantity: '1.00',
      unitprice: '45.00',
      total: '45.00',
    },
  ],
  totals: { labor: '357.19', materials: '6.17', other: '45.00', total: '408.36' },
};

describe('vendorProposalDocument', () => {
  it("prints the vendor's proposal: heading, work order and dates, description, the three sections and their sums", () => {
    const document = vendorProposalDocument(review, { company: 'Dispatchwise' });
    expect(document).toEqual({
      kind: 'vendorproposal',
      heading: 'Vendor Proposal VP-42',
      vendor: 'Cool Air Mechanical',
      preparedFor: { name: 'Dispatchwise', lines: [] },
      fields: [
        { label: 'Work Order', value: 'ACME-100123' },
        { label: 'Proposal #', value: 'VP-42' },
        { label: 'Date', value: '03/02/2026' },
        { label: 'Submitted', value: '03/03/2026' },
        { label: 'Status', value: 'Submitted' },
      ],
      description: ['Replace the condenser fan motor.', 'Test the unit.'],
      note: [],
      rejectionnote: [],
      sections: [
        {
          kind: 'labor',
          title: 'Labor',
          rows: [['Technician', 'Overtime', '2', '$95.25', '1.25', '$357.19']],
        },
        {
          kind: 'materials',
          title: 'Materials',
          rows: [['Fan motor', 'FM-220', 'Each', '$12.33', '0.5', '$6.17']],
        },
        { kind: 'other', title: 'Other', rows: [['Travel', 'Trip charge', '1', '$45.00', '$45.00']] },
      ],
      totals: [
        { label: 'Labor', value: '$357.19' },
        { label: 'Materials', value: '$6.17' },
        { label: 'Other', value: '$45.00' },
        { label: 'Total', value: '$408.36' },
      ],
      filename: 'ACME-100123_vendor_proposal_601',
    });
  });

  it("adds the vendor's own amount when it differs from the lines, the rejection note once rejected, and no null", () => {
    const document = vendorProposalDocument(
      {
        ...review,
        proposalnumber: null,
        submitteddate: null,
        proposalamount: '500.00',
        proposalstatus: 'Rejected',
        rejectionnote: 'Too high.',
        other: [{ ...review.other[0]!, description: null }],
      },
      { company: 'Dispatchwise' },
    );
    expect(document.heading).toBe('Vendor Proposal 601');
    expect(document.fields.map((field) => field.label)).not.toContain('Submitted');
    expect(document.totals.at(-1)).toEqual({ label: 'Proposal Amount', value: '$500.00' });
    expect(document.rejectionnote).toEqual(['Too high.']);
    expect(document.sections[2]!.rows[0]![1]).toBe('');
  });
});

describe('the vendor proposal PDF and preview', () => {
  it('the PDF reads as the model: header, fields, each section with its columns, the totals', async () => {
    const pdf = await createVendorProposalPdf(vendorProposalDocument(review, { company: 'Dispatchwise' }));
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'Cool Air Mechanical',
      'Vendor Proposal VP-42',
      'PREPARED FOR',
      'Dispatchwise',
      'ACME-100123',
      '03/02/2026',
      'Replace the condenser fan motor.',
      'LABOR',
      'Skill Level',
      'Technician Overtime 2 $95.25 1.25 $357.19',
      'MATERIALS',
      'Fan motor FM-220 Each $12.33 0.5 $6.17',
      'Travel Trip charge 1 $45.00 $45.00',
      'Total $408.36',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
  });

  it('runs many lines over pages on A4 with each section header row repeated', async () => {
    const many = {
      ...review,
      materials: Array.from({ length: 120 }, (_, index) => ({ ...review.materials[0]!, id: index })),
    };
    const { pages, perPage } = await pdfText(
      await createVendorProposalPdf(vendorProposalDocument(many, { company: 'Dispatchwise' }), 'A4'),
    );
    expect(pages).toBeGreaterThan(1);
    for (const page of perPage.slice(1, -1)) expect(page).toContain('Unit Price');
  });

  it('the preview is one self-contained page with every value escaped', () => {
    const html = vendorProposalHtml(
      vendorProposalDocument(
        { ...review, vendorname: '<script>alert(1)</script>', description: '<img src=x onerror=alert(1)>' },
        { company: 'Dispatchwise' },
      ),
    );
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<td class="description">Technician</td>');
    expect(html).toContain('<h2>Materials</h2>');
    expect(html).toContain('$408.36');
  });
});
