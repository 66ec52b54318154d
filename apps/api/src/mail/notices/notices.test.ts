import { VENDOR_NOTICE_CODES } from '@dispatchwise/shared';
import { describe, expect, it } from 'vitest';
import { renderNoteEmail } from './note-email';
import { renderVendorNotice, type VendorNoticeContext } from './vendor-notices';

const context: VendorNoticeContext = {
  wonumber: '100234',
  ponumber: 'PO-77',
  customername: 'Acme Retail',
  jobsite: {
    name: 'Store #12',
    streetaddress: '12 Main St',
    streetaddress2: null,
    city: 'Austin',
    statecode: 'TX',
    postalcode: '78701',
  },
  scheduledate: new Date('2025-03-14T00:00:00Z'),
  nte: '1250.5',
  briefdescription: 'Leaking roof <entrance> & lobby',
  vendorname: 'Roof "Pros"',
  sender: { name: 'Dana Dispatch', email: 'dana@dispatchwise.test' },
};

describe('vendor notices', () => {
  it.each(VENDOR_NOTICE_CODES)('%s names the work order and carries every detail', (code) => {
    const mail = renderVendorNotice(code, context);
    expect(mail.subject).toMatch(/^Work Order 100234 - /);
    for (const part of [
      '100234',
      'PO-77',
      'Acme Retail',
      'Store #12',
      '12 Main St, Austin, TX 78701',
      '03/14/2025',
      '$1,250.50',
    ])
      expect(mail.text, part).toContain(part);
    expect(mail.text).toContain('Leaking roof <entrance> & lobby');
    expect(mail.html).toContain('Leaking roof &lt;entrance&gt; &amp; lobby');
    expect(mail.html).not.toContain('<entrance>');
    expect(mail.html).toContain('Roof &quot;Pros&quot;');
  });

  it('asks what each type needs', () => {
    const subject = (code: (typeof VENDOR_NOTICE_CODES)[number]) => renderVendorNotice(code, context).subject;
    expect(subject('TICKET')).toBe('Work Order 100234 - New work order: please confirm and schedule');
    expect(renderVendorNotice('TICKET', context).text).toContain('reply with the date and time');
    expect(subject('CWOP')).toContain('paperwork and sign-off');
    expect(renderVendorNotice('NOD_MISSING', context).text).toContain('Please explain what is missing');
    expect(renderVendorNotice('NOD_WRONGAMOUNT', context).text).toContain('explain the difference');
    expect(subject('cancel_vendor')).toBe(
      'Work Order 100234 - Cancelled: you are released from this work order',
    );
    expect(renderVendorNotice('cancel_vendor', context).text).toContain('do not send a technician');
    expect(new Set(VENDOR_NOTICE_CODES.map(subject)).size).toBe(VENDOR_NOTICE_CODES.length);
  });

  it('shows a note and survives missing values', () => {
    const mail = renderVendorNotice('cancel_vendor', {
      ...context,
      ponumber: null,
      jobsite: null,
      scheduledate: null,
      nte: null,
      sender: null,
      note: 'Customer <cancelled>\nsecond line',
    });
    expect(mail.text).toContain('Note: Customer <cancelled>');
    expect(mail.html).toContain('Customer &lt;cancelled&gt;<br>second line');
    expect(mail.text).toContain('PO Number: -');
  });

  it('keeps line breaks out of the subject', () => {
    const mail = renderVendorNotice('TBS', { ...context, wonumber: '1\r\nBcc: evil@x.test' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe('note e-mail', () => {
  const note = (text: string) =>
    renderNoteEmail({
      ...context,
      note: text,
      notetype: 'Customer',
      highpriority: true,
      author: 'Dana Dispatch',
    });

  it('carries the note, its author and the order, plain text escaped in HTML', () => {
    const mail = note('Tech at 9 < 10 & "on time"\nCall first');
    expect(mail.subject).toBe('Work Order 100234 - New Customer note (High Priority)');
    expect(mail.text).toContain('Dana Dispatch added a note to work order 100234');
    expect(mail.text).toContain('Tech at 9 < 10 & "on time"\nCall first');
    expect(mail.html).toContain('Tech at 9 &lt; 10 &amp; &quot;on time&quot;<br>Call first');
    expect(mail.text).not.toContain('NTE');
  });

  it('shows a rich-text note formatted, cleaned again whatever stored it (decision 117)', () => {
    const mail = note(
      '<p onclick="x()">Tech at <b>9</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    );
    expect(mail.html).toContain('<p>Tech at <b>9</b></p>');
    // Other tags stay the text typed, escaped: never markup.
    expect(mail.html).toContain('&lt;img src=x onerror="alert(1)"&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(mail.html).not.toMatch(/<img|<script|onclick/);
    expect(mail.text).toContain('Tech at 9\n<img src=x onerror="alert(1)"><script>alert(2)</script>');
  });
});

describe('plain-text fields in e-mails (decision 117)', () => {
  const script = '<script>alert(1)</script>';
  const image = '<img src=x onerror=alert(2)>';
  const hostile: VendorNoticeContext = {
    ...context,
    ponumber: `PO ${image}`,
    customername: `Acme ${script}`,
    jobsite: { ...context.jobsite!, name: `Store ${image}`, streetaddress: `1 ${script} St` },
    briefdescription: `Leak ${script} ${image}`,
    vendorname: `Pros ${image}`,
    sender: { name: `Dana ${script}`, email: 'dana@dispatchwise.test' },
    note: `Call ${image}`,
  };

  it.each(VENDOR_NOTICE_CODES)('%s escapes every field in HTML and keeps it as typed in text', (code) => {
    const mail = renderVendorNotice(code, hostile);
    expect(mail.html).not.toMatch(/<script|<img/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(mail.text).toContain(`Leak ${script} ${image}`);
  });

  it('escapes the note e-mail fields and its title', () => {
    const mail = renderNoteEmail({
      ...hostile,
      note: 'Plain note',
      notetype: `Customer ${script}`,
      highpriority: false,
      author: `Dana ${image}`,
    });
    expect(mail.html).not.toMatch(/<script|<img/);
    expect(mail.html).toContain('<title>Work Order 100234 - New Customer &lt;script&gt;');
    expect(mail.html).toContain('PO &lt;img src=x onerror=alert(2)&gt;');
    expect(mail.html).toContain('Dana &lt;img src=x onerror=alert(2)&gt; added a note');
  });
});
