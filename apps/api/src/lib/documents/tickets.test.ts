import { describe, expect, it } from 'vitest';
import { pdfText as readPdf } from '../../../test/documents';
import { buildSignoffTicketDefinition, createSignoffTicketPdf, signoffFilename } from './signoff-ticket';
import { clipBlock, scopeText, type TicketData } from './ticket-parts';
import { createWorkTicketPdf, workTicketFilename } from './work-ticket';

const ticket: TicketData = {
  company: 'Dispatchwise',
  wonumber: 'ACME-100123',
  ponumber: 'PO-55821',
  priority: 'Urgent',
  customername: 'Acme Retail Group',
  receiveddate: new Date('2025-03-10T15:20:00Z'),
  scheduledate: new Date('2025-03-14T00:00:00Z'),
  duedate: new Date('2025-03-17T00:00:00Z'),
  site: {
    jobsite: 'Acme Retail Group #231',
    jobsitedescription: 'Location 231 - Austin',
    streetaddress: '1200 Congress Ave',
    streetaddress2: 'Suite 140',
    city: 'Austin',
    statecode: 'TX',
    postalcode: '78701',
    contactperson: 'Maria Lopez',
    phone: '(512) 555-0199',
  },
  briefdescription: 'Leaking roof over the entrance',
  description:
    '<p>Water comes through the <strong>ceiling tiles</strong> after rain.</p>' +
    '<ul><li>Inspect the membrane</li><li>Patch &amp; seal</li></ul>',
  trades: ['Roofing', 'General Maintenance'],
  procedures: ['Check in with the store manager on arrival.', 'No work on the sales floor 10 AM - 6 PM.'],
  vendor: {
    name: 'Roof Pros LLC',
    address: '45 Industrial Blvd',
    address2: null,
    city: 'Round Rock',
    statecode: 'TX',
    postalcode: '78664',
    phone: '(512) 555-0101',
    email: 'dispatch@roofpros.test',
  },
  vendornte: '500.00',
  dispatch: { name: 'Dana Dispatch', email: 'dana@dispatchwise.test' },
  printedat: new Date('2025-03-11T12:00:00Z'),
};

/** The longest values the fields hold, for the one-page checks. */
const crowded: TicketData = {
  ...ticket,
  customername: 'A Very Long Customer Name Incorporated of North America and Territories Holding Company',
  site: {
    ...ticket.site!,
    jobsite: 'Store number 99999 of the very long names chain with a suffix',
    jobsitedescription: 'Location description that is quite long as well to test wrapping',
    streetaddress: '123456 Extremely Long Street Name Boulevard Northwest Building C',
    streetaddress2: 'Loading dock at the back, ring the bell twice and wait',
    contactperson: 'Maximilian Alexander Longname-Hyphenated',
  },
  briefdescription: 'Brief '.repeat(100),
  description: `<p>${'The whole back wall of the store has water damage. '.repeat(200)}</p>${'<p>line</p>'.repeat(80)}`,
  trades: ['Roofing', 'General Maintenance', 'Plumbing', 'Electrical', 'HVAC', 'Painting'],
  procedures: Array.from(
    { length: 30 },
    (_, i) => `Procedure ${i + 1}: ${'be careful on site. '.repeat(30)}`,
  ),
  vendor: { ...ticket.vendor, name: 'Vendor with a really long legal business name LLC '.repeat(4) },
};

const bare: TicketData = {
  ...ticket,
  ponumber: null,
  priority: null,
  receiveddate: null,
  scheduledate: null,
  duedate: null,
  site: null,
  briefdescription: '',
  description: null,
  trades: [],
  procedures: [],
  vendor: {
    name: 'Bare Vendor',
    address: null,
    address2: null,
    city: null,
    statecode: null,
    postalcode: null,
    phone: null,
    email: null,
  },
  vendornte: null,
  dispatch: { name: null, email: null },
};

describe('the work ticket', () => {
  it('prints the order, the site, the scope, the NTE, the procedures and how to check in on one page', async () => {
    const { pages, text } = await readPdf(await createWorkTicketPdf(ticket));
    expect(pages).toBe(1);
    for (const expected of [
      'Dispatchwise',
      'Work Ticket',
      'Work Order ACME-100123',
      'PO: PO-55821',
      'Acme Retail Group',
      'Urgent',
      '03/10/2025',
      '03/14/2025',
      '03/17/2025',
      'Acme Retail Group #231 - Location 231 - Austin',
      '1200 Congress Ave, Suite 140',
      'Austin, TX 78701',
      'Maria Lopez',
      '(512) 555-0199',
      'Leaking roof over the entrance',
      'Water comes through the ceiling tiles after rain.',
      '\u2022 Inspect the membrane',
      '\u2022 Patch & seal',
      'Roofing, General Maintenance',
      '$500.00',
      'Check in with the store manager on arrival.',
      'Roof Pros LLC',
      'Dana Dispatch, dana@dispatchwise.test',
      'Do not exceed the NTE of $500.00',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/<\/?(p|strong|ul|li)>|&amp;/);
  });

  it('stays on one page with the longest values, and says what it shortened', async () => {
    const { pages, text } = await readPdf(await createWorkTicketPdf(crowded));
    expect(pages).toBe(1);
    expect(text).toContain('(Shortened to fit the ticket: ask dispatch for the full description.)');
    expect(text).toMatch(/\(\d+ more: ask dispatch\.\)/);
  });

  it('prints the whole description when it fits', async () => {
    const paragraphs = Array.from({ length: 12 }, (_, i) => `<p>Step ${i + 1}: check the drain.</p>`);
    const { pages, text } = await readPdf(
      await createWorkTicketPdf({ ...ticket, description: paragraphs.join('') }),
    );
    expect(pages).toBe(1);
    expect(text).toContain('Step 12: check the drain.');
    expect(text).not.toContain('Shortened');
  });

  it('prints a dash for what is missing and no NTE sentence without an NTE', async () => {
    const { pages, text } = await readPdf(await createWorkTicketPdf(bare));
    expect(pages).toBe(1);
    expect(text).toContain('No job site on this work order');
    expect(text).toContain('None on file.');
    expect(text).toContain('Do not do any work beyond the scope without written approval from dispatch.');
    expect(text).not.toContain('PO:');
    expect(text).not.toMatch(/undefined|null|NaN/);
  });

  it('prints markup typed in plain-text fields as typed, and no script of the rich text', async () => {
    const { text } = await readPdf(
      await createWorkTicketPdf({
        ...ticket,
        briefdescription: '<b>Fix</b> door',
        description: '<p>Open</p><script>alert(1)</script><p>Close</p>',
      }),
    );
    expect(text).toContain('<b>Fix</b> door');
    expect(text).not.toContain('alert(1)');
    expect(text).toContain('Open');
  });

  it('names its file after the work order', () => {
    expect(workTicketFilename('ACME-100123')).toBe('ACME-100123_ticket.pdf');
    expect(workTicketFilename('A/B "1"')).toBe('A_B__1__ticket.pdf');
  });
});

describe('the sign-off ticket', () => {
  it('prints the order, site, vendor and scope, then the lines to fill in, on one page', async () => {
    const { pages, text } = await readPdf(await createSignoffTicketPdf(ticket));
    expect(pages).toBe(1);
    for (const expected of [
      'Sign-Off Ticket',
      'Work Order ACME-100123',
      'PO: PO-55821',
      'Acme Retail Group',
      'Acme Retail Group #231 - Location 231 - Austin',
      '1200 Congress Ave, Suite 140',
      'Contact: Maria Lopez',
      'Roof Pros LLC',
      'Leaking roof over the entrance',
      'Water comes through the ceiling tiles after rain.',
      'Arrival date',
      'Arrival time',
      'Departure date',
      'Departure time',
      'WORK PERFORMED / COMMENTS',
      'TECHNICIAN',
      'CUSTOMER',
      'Name (print)',
      'Signature',
      'By signing, I confirm that the work described above was performed.',
    ])
      expect(text).toContain(expected);
    expect(text.match(/Signature/g)).toHaveLength(2);
  });

  it('stays on one page with the longest values', async () => {
    const { pages, text } = await readPdf(await createSignoffTicketPdf(crowded));
    expect(pages).toBe(1);
    expect(text).toContain('Shortened to fit the ticket');
    expect(text).toContain('Departure time');
  });

  it('prints an order without a site or scope', async () => {
    const { pages, text } = await readPdf(await createSignoffTicketPdf(bare));
    expect(pages).toBe(1);
    expect(text).toContain('No job site on this work order');
    expect(text).not.toMatch(/undefined|null|NaN/);
  });

  it('is US Letter portrait and named {wonumber}_signoff.pdf', () => {
    expect(buildSignoffTicketDefinition(ticket)).toMatchObject({
      pageSize: 'LETTER',
      pageOrientation: 'portrait',
    });
    expect(signoffFilename('100123')).toBe('100123_signoff.pdf');
  });
});

describe('ticket text', () => {
  it('keeps list items as bullets and drops markup', () => {
    expect(scopeText({ description: '<ol><li>One</li><li>Two</li></ol><p>a &lt; b</p>' })).toBe(
      '\u2022 One\n\u2022 Two\na < b',
    );
    expect(scopeText({ description: null })).toBe('');
  });

  it('cuts a long block at a word and says so', () => {
    const limits = { maxChars: 20, maxLines: 3, notice: '(cut)' };
    expect(clipBlock('one two three four five six', limits)).toBe('one two three four ...\n(cut)');
    expect(clipBlock('a\nb\nc\nd', limits)).toBe('a\nb\nc ...\n(cut)');
    expect(clipBlock('short', limits)).toBe('short');
  });
});
