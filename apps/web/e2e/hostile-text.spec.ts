import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { attachmentEndpoints, JOB_SITE_IMPORT_COLUMNS, STATUS, storedFileName } from '@dispatchwise/shared';
import { accessToken, mailsMentioning, signInAndWait } from './support';

// Issue 18, "Hostile input at volume": script payloads in every text and rich-text field (names, addresses,
// descriptions, notes, contacts, file display names, view names, proposal lines, an imported sheet) are
// written through the API by staff, a vendor and a customer, then every page, preview, PDF and e-mail that
// shows them is read in Chromium: nothing runs (a global marker with a setter, dialogs, inline handlers and
// javascript: links in the DOM), and each field's token is shown.

// Three sign-ins and some twenty screens, each tab opened: minutes on a loaded machine.
test.describe.configure({ timeout: 600_000 });

type Headers = { Authorization: string };
type Session = { page: Page; headers: Headers };
/** What ran: marker writes and dialogs, and the pages' uncaught errors. */
type Guard = { hits: string[]; errors: string[] };

/** Each would set `window.__dwXss` (or open a dialog) if it ran. */
const PAYLOADS = [
  '<img src=x onerror=__dwXss=1>',
  '<script>__dwXss=2</script>',
  '"><svg onload=__dwXss=3>',
  '<iframe srcdoc="<script>parent.__dwXss=4</script>">',
  '<a href="javascript:__dwXss=5">go</a>',
  '<img src=y onerror=alert(6)>',
];
/** For fields of 100 characters. */
const SHORT = '<img src=x onerror=__dwXss=1><script>__dwXss=2</script>"><svg onload=alert(3)>';
const ALL = PAYLOADS.join(' ');

/** The JSON of an answer that must be a success (200 or 201: the routes differ). */
async function accepted(response: Awaited<ReturnType<Page['request']['get']>>) {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as unknown;
}

/** A marker that records every write, dialogs dismissed and recorded, in every page and frame of a context. */
async function guardContext(context: BrowserContext): Promise<Guard> {
  const guard: Guard = { hits: [], errors: [] };
  await context.exposeBinding('dwXssReport', (_source, value: string) => {
    guard.hits.push(value);
  });
  await context.addInitScript(() => {
    const report = (text: string) =>
      void (window as unknown as { dwXssReport?: (v: string) => Promise<void> }).dwXssReport?.(text);
    let value: unknown;
    Object.defineProperty(window, '__dwXss', {
      configurable: false,
      get: () => value,
      set: (next: unknown) => {
        value = next;
        report(String(next));
      },
    });
  });
  context.on('dialog', (dialog) => {
    guard.hits.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  context.on('weberror', (error) => guard.errors.push(error.error().message));
  return guard;
}

/** Markup that would run on its own or on a click: inline handlers, javascript: URLs, unsandboxed srcdoc. */
function scanDom(): string[] {
  const found: string[] = [];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
      if (
        /^\s*javascript:/i.test(attribute.value) &&
        /^(href|src|action|formaction|xlink:href)$/i.test(attribute.name)
      )
        found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
    }
    if (
      element.tagName === 'IFRAME' &&
      element.hasAttribute('srcdoc') &&
      element.getAttribute('sandbox') !== ''
    )
      found.push('iframe srcdoc without an empty sandbox');
    if (element.tagName === 'SCRIPT' && (element.textContent ?? '').includes('__dwXss')) found.push('script');
  }
  return found;
}

/**
 * Resolves when every image of the page has loaded or failed. An <img onerror> runs in the task that marks its
 * image broken, so once each image is complete a handler that got into the DOM has run; a new image (a tab that
 * is still rendering) is waited for too.
 */
function imagesSettled(): Promise<void> {
  const pending = () =>
    Array.from(document.images).filter((image) => !image.complete && image.loading !== 'lazy');
  return new Promise((resolve) => {
    const check = () => (pending().length === 0 ? resolve() : setTimeout(check, 20));
    // One task later: an image inserted by the render now in progress is in the document by then.
    setTimeout(check, 0);
  });
}

async function expectClean(page: Page, guard: Guard, where: string) {
  // An <img onerror> fires after its failed load: wait for every image to settle (not a fixed time).
  await page.evaluate(imagesSettled);
  expect(await page.evaluate(() => (window as { __dwXss?: unknown }).__dwXss), where).toBeUndefined();
  expect(guard.hits, where).toEqual([]);
  expect(await page.evaluate(scanDom), where).toEqual([]);
  expect(guard.errors, where).toEqual([]);
}

/** The text is on the page as a person reads it: in the rendered text or a field's value. */
async function expectShown(page: Page, text: string, where: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (wanted) =>
            document.body.innerText.includes(wanted) ||
            Array.from(
              document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
            ).some((field) => field.value.includes(wanted)),
          text,
        ),
      { message: `${where}: ${text}` },
    )
    .toBe(true);
}

/** Opens every enabled tab, checks it; `expected` names the texts a tab must show. */
async function visitTabs(page: Page, guard: Guard, where: string, expected: Record<string, string[]>) {
  await expect(page.getByRole('tab').first()).toBeVisible();
  const names = (await page.getByRole('tab').allInnerTexts()).map((name) => name.trim());
  for (const name of Object.keys(expected)) expect(names, where).toContain(name);
  for (const name of names) {
    const tab = page.getByRole('tab', { name, exact: true });
    if (await tab.isDisabled()) continue;
    await tab.click();
    for (const text of expected[name] ?? []) await expectShown(page, text, `${where} / ${name}`);
    await expectClean(page, guard, `${where} / ${name}`);
  }
}

async function signedIn(browser: Browser, email: string) {
  // The app's CSP (script-src 'self') would stop an inline handler that got into the DOM; it is bypassed so that
  // what is tested is the first wall, the app never making markup of text.
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, bypassCSP: true });
  const guard = await guardContext(context);
  const page = await context.newPage();
  await signInAndWait(page, email);
  const session: Session = { page, headers: { Authorization: `Bearer ${await accessToken(page)}` } };
  return { ...session, guard, context };
}

/** A small file stored for a record as the uploader does (write SAS, PUT, attachfile), then renamed. */
async function attachHostileFile(
  session: Session,
  owner: { area: 'workorder' | 'customer' | 'vendor'; id: number },
  file: { name: string; type: string; body: string },
  displayname: string,
) {
  const { request } = session.page;
  const endpoints = attachmentEndpoints(owner.area, owner.id);
  const [type] = (await accepted(await request.get(endpoints.types, { headers: session.headers }))) as {
    id: number;
  }[];
  const stored = storedFileName(file.name);
  const body = Buffer.from(file.body);
  const sas = (await accepted(
    await request.get(endpoints.sas, {
      headers: session.headers,
      params: { area: owner.area, id: owner.id, file: stored, access: 'write', size: body.length },
    }),
  )) as { url: string; sasToken: string };
  const url = sas.url.includes('?') ? sas.url : `${sas.url}?${sas.sasToken.replace(/^\?/, '')}`;
  const put = await request.put(url, {
    headers: { 'x-ms-blob-type': 'BlockBlob', 'Content-Type': file.type },
    data: body,
  });
  expect(put.status(), await put.text()).toBe(201);
  const attached = (await accepted(
    await request.post(endpoints.attach, {
      headers: session.headers,
      data: {
        ...endpoints.owner,
        attachmenttypeid: type!.id,
        filename: stored,
        displayname: file.name,
        path: `${endpoints.folder}${stored}`,
      },
    }),
  )) as { id: number };
  await accepted(
    await request.put(endpoints.update, {
      headers: session.headers,
      data: { id: attached.id, displayname, attachmenttypeid: type!.id },
    }),
  );
}

/** The HTML parts of an .eml (quoted-printable or base64), decoded. */
function htmlParts(eml: string): string[] {
  const boundaries = [...eml.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!);
  if (boundaries.length === 0) return [];
  const escaped = boundaries.map((boundary) => boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return eml
    .split(new RegExp(`\\r?\\n--(?:${escaped.join('|')})(?:--)?`))
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      return { headers: part.slice(0, split), body: part.slice(split).trim() };
    })
    .filter(({ headers }) => /content-type:\s*text\/html/i.test(headers))
    .map(({ headers, body }) => {
      if (/content-transfer-encoding:\s*base64/i.test(headers))
        return Buffer.from(body, 'base64').toString('utf8');
      if (!/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return body;
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => `%${hex}`);
      return Buffer.from(
        bytes.replace(/%([0-9A-F]{2})|[^%]+/gi, (chunk, hex?: string) =>
          hex ? String.fromCharCode(parseInt(hex, 16)) : chunk,
        ),
        'latin1',
      ).toString('utf8');
    });
}

/** A PDF's text (poppler's pdftotext) without white space (its line wraps split words); refuses active content. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

function pdfText(pdf: Buffer, where: string): string {
  const raw = pdf.toString('latin1');
  expect(raw.startsWith('%PDF-'), where).toBe(true);
  expect(raw, where).not.toMatch(/\/JavaScript|\/JS[\s(<[/]|\/OpenAction|\/AA[\s<]|\/Launch/);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-pdf-')), 'file.pdf');
  fs.writeFileSync(file, pdf);
  return squeeze(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }));
}

/** A server's HTML (a preview page, an e-mail) opened as a page of its own, with the context's guard. */
async function openHtml(context: BrowserContext, html: string) {
  const viewer = await context.newPage();
  await viewer.route('http://document.invalid/', (route) =>
    route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
  );
  await viewer.goto('http://document.invalid/');
  return viewer;
}

/** A job-site sheet of one hostile row. */
async function hostileSheet(token: string) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Job Sites');
  sheet.addRow(JOB_SITE_IMPORT_COLUMNS.map((column) => column.heading));
  const values: Record<string, string> = {
    'Job Site': `${token} ${SHORT}`.slice(0, 100),
    'Job Site Description': `${token} ${ALL}`,
    'Street Address': `1 ${token} ${SHORT}`.slice(0, 200),
    City: 'Austin',
    State: 'TX',
    'Postal Code': '78701',
    'Contact Person': `${token} ${SHORT}`,
    Email: 'site@example.test',
    'Special Procedure': `${token} ${ALL}`,
  };
  sheet.addRow(JOB_SITE_IMPORT_COLUMNS.map((column) => values[column.heading] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('script payloads in every text field never run in any page, preview, PDF or e-mail, and are shown', async ({
  browser,
}) => {
  const run = Date.now().toString(36);
  /** A field's unique readable word. */
  const token = (label: string) => `HX${label}${run}`;
  const plain = (label: string, payload = ALL) => `${token(label)} ${payload}`;
  /** A note as kept: every tag shown as typed, but a link is an allowed tag and loses its javascript: href. */
  const note = (label: string) => plain(label).replace(PAYLOADS[4]!, 'go');

  const admin = await signedIn(browser, 'admin@dispatchwise.test');
  const { page } = admin;
  const request = page.request;
  const headers = admin.headers;

  // The detector itself: a handler put into an app page runs (the CSP is bypassed) and is seen by both checks.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<img id="dw-calibration" src="x" onerror="__dwXss=1">'),
  );
  await expect.poll(() => admin.guard.hits).toEqual(['1']);
  expect(await page.evaluate(scanDom)).toContain('IMG onerror');
  await page.evaluate(() => {
    document.getElementById('dw-calibration')?.remove();
    (window as { __dwXss?: unknown }).__dwXss = undefined;
  });
  await expect.poll(() => admin.guard.hits.length).toBe(2);
  admin.guard.hits.length = 0;

  // A customer, its job site, contact, note and file; a job site imported from a sheet.
  const customer = (await accepted(
    await request.post('/api/customer/save', {
      headers,
      data: {
        customername: plain('customer', SHORT),
        streetaddress: plain('custstreet', SHORT),
        city: 'Austin',
        statecode: 'TX',
        postalcode: '78701',
        contactfirstname: plain('custcontact', SHORT).slice(0, 100),
        specialprocedure: plain('custprocedure'),
      },
    }),
  )) as { id: number; customername: string };
  const site = (await accepted(
    await request.post('/api/customer/addjobsite', {
      headers,
      data: {
        customerid: customer.id,
        jobsite: plain('site', SHORT).slice(0, 100),
        jobsitedescription: plain('sitedesc'),
        streetaddress: plain('sitestreet', SHORT),
        city: 'Austin',
        statecode: 'TX',
        postalcode: '78701',
        contactperson: plain('siteperson', SHORT),
        specialprocedure: plain('siteprocedure'),
      },
    }),
  )) as { id: number; jobsite: string };
  await accepted(
    await request.post('/api/customer/contact/add', {
      headers,
      data: { customerid: customer.id, firstname: plain('cfirst', SHORT), lastname: 'Doe', isprimary: false },
    }),
  );
  await accepted(
    await request.post('/api/customer/savenote', {
      headers,
      data: { customerid: customer.id, note: plain('custnote'), isvisibletocustomer: true },
    }),
  );
  await attachHostileFile(
    admin,
    { area: 'customer', id: customer.id },
    { name: 'notes.txt', type: 'text/plain', body: `${token('custfile')} ${ALL}` },
    plain('custfilename', SHORT),
  );
  const imported = (await accepted(
    await request.post('/api/jobsites/importjobsites', {
      headers,
      params: { customerid: customer.id },
      multipart: {
        file: {
          name: 'sites.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: await hostileSheet(token('imported')),
        },
      },
    }),
  )) as { added: number; errors: unknown[] };
  expect(imported.errors).toEqual([]);
  expect(imported.added).toBe(1);

  // A vendor, its contact, note and file.
  const vendor = (await accepted(
    await request.post('/api/vendor/save', {
      headers,
      data: {
        name: plain('vendor', SHORT),
        address: plain('vendstreet', SHORT),
        city: 'Austin',
        statecode: 'TX',
        postalcode: '78701',
        primaryphone: '+1 (512) 555-0100',
        primaryemail: `hx-${run}@vendors.example`,
        firstname: plain('vfirst', SHORT).slice(0, 100),
        termid: 3,
        tierid: 2,
      },
    }),
  )) as { id: number; name: string };
  await accepted(
    await request.post('/api/vendor/contact/add', {
      headers,
      data: { vendorid: vendor.id, firstname: plain('vcontact', SHORT), lastname: 'Roe', isprimary: false },
    }),
  );
  await accepted(
    await request.post('/api/vendor/savenote', {
      headers,
      data: { vendorid: vendor.id, note: plain('vendnote'), canvendorsee: true },
    }),
  );
  await attachHostileFile(
    admin,
    { area: 'vendor', id: vendor.id },
    { name: 'w9.txt', type: 'text/plain', body: token('vendfile') },
    plain('vendfilename', SHORT),
  );

  // Order Y: at the hostile customer and site, every text field hostile, the demo vendor and the new one on it.
  const description = `<p>${plain('desc')}</p><p><a href="javascript:__dwXss=7">${token('desclink')}</a></p>`;
  const orderY = (await accepted(
    await request.post('/api/workorder/saveworkorder', {
      headers,
      data: {
        customerid: customer.id,
        jobsiteid: site.id,
        requestedby: plain('requested', SHORT),
        ponumber: plain('po', SHORT).slice(0, 100),
        nte: '500.00',
        duedate: '2026-12-15',
        priorityid: 4,
        statusid: 9,
        briefdescription: plain('brief'),
        description,
      },
    }),
  )) as { id: number; wonumber: string };

  // The demo vendor and customer sign in; the customer writes an order and a note of its own.
  const vendorUser = await signedIn(browser, 'vendor@dispatchwise.test');
  const customerUser = await signedIn(browser, 'customer@dispatchwise.test');
  const { vendor: demoVendor } = (await accepted(
    await vendorUser.page.request.get('/api/vendorprofile/currentvendor', { headers: vendorUser.headers }),
  )) as { vendor: { id: number } };
  const orderX = (await accepted(
    await customerUser.page.request.post('/api/customerprofile/saveworkorder', {
      headers: customerUser.headers,
      data: {
        briefdescription: plain('portalbrief'),
        description: `<p>${plain('portaldesc')}</p>`,
        ponumber: plain('portalpo', SHORT).slice(0, 100),
        priorityid: 4,
        duedate: '2026-12-15',
      },
    }),
  )) as { id: number; wonumber: string };
  await accepted(
    await customerUser.page.request.post('/api/customerprofile/savenote', {
      headers: customerUser.headers,
      data: { workorderid: orderX.id, note: plain('customernote') },
    }),
  );

  // Staff: vendor lines with notes, notes (one e-mailed), files, a proposal; a dispatch e-mail to the vendor.
  for (const [order, vendorid, label] of [
    [orderY.id, demoVendor.id, 'lineY'],
    [orderY.id, vendor.id, 'lineY2'],
    [orderX.id, demoVendor.id, 'lineX'],
  ] as const) {
    await accepted(
      await request.post('/api/workorder/savevendor', {
        headers,
        data: { workorderid: order, vendorid, quotedamount: '100.00', note: plain(label) },
      }),
    );
  }
  const mailTo = `hx-${run}@customers.example`;
  await accepted(
    await request.post('/api/workorder/savenote', {
      headers,
      data: {
        workorderid: orderY.id,
        note: plain('mailnote'),
        type: 'Customer',
        pertainsto: 1,
        emails: mailTo,
      },
    }),
  );
  await accepted(
    await request.post('/api/workorder/savenote', {
      headers,
      data: { workorderid: orderY.id, note: `<p>${plain('richnote')}</p>`, type: 'Internal', pertainsto: 2 },
    }),
  );
  await accepted(
    await request.post('/api/workorder/createwoemailitem', {
      headers,
      data: {
        workOrderId: orderY.id,
        vendorId: demoVendor.id,
        actionType: 'TICKET',
        note: plain('ticketnote'),
      },
    }),
  );
  for (const order of [orderX.id, orderY.id]) {
    await accepted(
      await request.post('/api/workorder/savenote', {
        headers,
        data: { workorderid: order, note: plain(`staffnote${order}`), type: 'Vendor', pertainsto: 3 },
      }),
    );
    await attachHostileFile(
      admin,
      { area: 'workorder', id: order },
      { name: 'report.txt', type: 'text/plain', body: `${token('filebody')} ${ALL}` },
      plain(`file${order}`, SHORT),
    );
  }
  await attachHostileFile(
    admin,
    { area: 'workorder', id: orderY.id },
    {
      name: 'page.html',
      type: 'text/html',
      body: `<p>${token('htmlfile')}</p><script>__dwXss=8;alert(8)</script><img src=x onerror=__dwXss=9>`,
    },
    plain('htmlname', SHORT),
  );
  await accepted(
    await vendorUser.page.request.post('/api/vendorprofile/savenote', {
      headers: vendorUser.headers,
      data: { workorderid: orderX.id, note: plain('vendornote') },
    }),
  );
  const proposal = (await accepted(
    await request.post('/api/workorder/saveproposal', {
      headers,
      data: {
        workorderid: orderX.id,
        quotedamount: '100.00',
        marginpercent: '30',
        note: plain('propnote'),
        scopeofwork: plain('scope'),
        details: [
          { itemtypeid: 1, description: plain('line'), quantity: '2', rates: '150.00', taxrate: '0' },
        ],
      },
    }),
  )) as { id: number };
  await accepted(
    await request.put('/api/workorder/completeproposal', { headers, data: { id: proposal.id } }),
  );

  // A saved view of the work-order list.
  const viewName = plain('view', SHORT);
  await accepted(
    await request.post('/api/view/createview', {
      headers,
      params: { viewName, viewType: 'w', isDefault: false },
      data: { filters: [], sort: [], columns: [], pageSize: 50 },
    }),
  );

  await test.step('staff pages', async () => {
    const guard = admin.guard;
    // The work-order list, searched for the hostile order: its row shows the customer, site and brief as text.
    await page.goto('/workorder');
    await page.getByPlaceholder('Search work orders...').fill(token('brief'));
    await expect(page.locator('tbody tr').filter({ hasText: orderY.wonumber })).toBeVisible({
      timeout: 60_000,
    });
    for (const text of [plain('brief'), customer.customername]) await expectShown(page, text, 'list');
    await expectClean(page, guard, 'work-order list');
    // The saved views: the list, the view picked (shown in the field), and the Views menu naming it.
    await page.getByRole('combobox', { name: 'View' }).click();
    await expectClean(page, guard, 'saved views list');
    await page.getByRole('option', { name: viewName, exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'View' })).toHaveText(viewName);
    await page.getByRole('button', { name: 'Views' }).click();
    await expect(page.getByRole('menuitem', { name: /^Update/ })).toContainText(viewName);
    await expectClean(page, guard, 'saved views menu');
    await page.keyboard.press('Escape');

    // Order Y's detail and each of its tabs; the attachments previewed.
    await page.goto(`/workorder/details?id=${orderY.id}`);
    await visitTabs(page, guard, 'order Y', {
      'Work Order': [plain('brief'), token('desc'), token('desclink'), customer.customername],
      Notes: [token('mailnote'), token('richnote'), PAYLOADS[0]!, token(`staffnote${orderY.id}`)],
      Vendor: [vendor.name, token('lineY')],
      Attachments: [plain(`file${orderY.id}`, SHORT), plain('htmlname', SHORT)],
    });
    await page.getByRole('tab', { name: 'Attachments', exact: true }).click();
    for (const name of [`${plain(`file${orderY.id}`, SHORT)}.txt`, `${plain('htmlname', SHORT)}.html`]) {
      await page.getByRole('button', { name, exact: true }).click();
      const preview = page.getByRole('dialog', { name });
      await expect(preview.locator('iframe')).toHaveAttribute('sandbox', '');
      await expect(preview.frameLocator('iframe').locator('body')).toContainText(
        name.endsWith('.html') ? token('htmlfile') : token('filebody'),
      );
      await expectClean(page, guard, `attachment preview ${name}`);
      await preview.getByRole('button', { name: 'Close preview' }).click();
    }

    // Order X: the portal users' order, note and the proposal, whose preview is the server's page.
    await page.goto(`/workorder/details?id=${orderX.id}`);
    await visitTabs(page, guard, 'order X', {
      'Work Order': [plain('portalbrief'), token('portaldesc')],
      Notes: [token('customernote'), token('vendornote')],
      'Customer Proposals': [plain('propnote')],
    });

    // The customer's record, the customers' list, the job-site list.
    await page.goto(`/customer/details?id=${customer.id}`);
    await visitTabs(page, guard, 'customer', {
      Details: [customer.customername, plain('custstreet', SHORT)],
      'Job Sites': [site.jobsite, token('imported')],
      Contacts: [plain('cfirst', SHORT)],
      Notes: [token('custnote')],
      Attachments: [plain('custfilename', SHORT)],
      'Change History': [token('customer')],
    });
    await page.goto('/customer');
    await page.getByPlaceholder('Search customers...').fill(token('customer'));
    await expectShown(page, customer.customername, 'customers');
    await expectClean(page, guard, 'customers');
    await page.goto('/customer/jobsites');
    await page.getByRole('button', { name: 'Show All' }).click();
    await page.getByPlaceholder('Search...').fill(token('site'));
    await expectShown(page, site.jobsite, 'job sites');
    await expectClean(page, guard, 'job sites');

    // The vendor's record and the vendors' list.
    await page.goto(`/vendor/details?id=${vendor.id}`);
    await visitTabs(page, guard, 'vendor', {
      Details: [vendor.name],
      Contacts: [plain('vcontact', SHORT)],
      Notes: [token('vendnote')],
      Attachments: [plain('vendfilename', SHORT)],
    });
    await page.goto('/vendor');
    await page.getByPlaceholder('Search vendors...').fill(token('vendor'));
    await expectShown(page, vendor.name, 'vendors');
    await expectClean(page, guard, 'vendors');

    // The Audit Log's old and new values.
    await page.goto('/admin/audit');
    await page.getByPlaceholder('Search changes...').fill(token('customer'));
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: token('customer') })
        .first(),
    ).toBeVisible();
    await expectShown(page, customer.customername, 'audit');
    await expectClean(page, guard, 'audit log');
  });

  await test.step('vendor portal', async () => {
    const { page: portal, guard } = vendorUser;
    await portal.goto('/vendorprofile/workorderlist?status=all');
    await portal
      .getByPlaceholder(/^Search/)
      .first()
      .fill(orderY.wonumber);
    await expect(portal.getByRole('link', { name: orderY.wonumber })).toBeVisible();
    await expectShown(portal, customer.customername, 'vendor list');
    await expectClean(portal, guard, 'vendor portal list');
    await portal.goto(`/vendorprofile/workorderdetails?id=${orderY.id}`);
    await visitTabs(portal, guard, 'vendor portal Y', { 'Work Order': [plain('brief'), token('desc')] });
    await portal.goto(`/vendorprofile/workorderdetails?id=${orderX.id}`);
    await visitTabs(portal, guard, 'vendor portal X', {
      'Work Order': [plain('portalbrief')],
      Notes: [token('vendornote')],
    });
  });

  await test.step('customer portal', async () => {
    const { page: portal, guard } = customerUser;
    await portal.goto('/customerprofile/workorderlist?status=all');
    await portal.getByPlaceholder('Search work orders...').fill(token('portalbrief'));
    await expect(portal.getByRole('link', { name: orderX.wonumber })).toBeVisible();
    await expectShown(portal, plain('portalbrief'), 'customer list');
    await expectClean(portal, guard, 'customer portal list');
    await portal.goto(`/customerprofile/workorderdetails?id=${orderX.id}`);
    await visitTabs(portal, guard, 'customer portal X', {
      'Work Order': [plain('portalbrief'), token('portaldesc')],
      Notes: [token('customernote')],
      Proposals: [plain('propnote')],
    });
    await portal.getByRole('tab', { name: 'Proposals', exact: true }).click();
    await portal
      .getByRole('row')
      .filter({ hasText: token('propnote') })
      .getByRole('button', { name: /^Actions for Proposal/ })
      .click();
    await portal.getByRole('menuitem', { name: 'Preview' }).click();
    const preview = portal.getByRole('dialog', { name: 'Proposal Preview' });
    await expect(preview.locator('iframe')).toHaveAttribute('sandbox', '');
    await expect(preview.frameLocator('iframe').locator('body')).toContainText(plain('line'));
    await expectClean(portal, guard, 'proposal preview');
  });

  await test.step('the server’s documents: preview pages and PDFs', async () => {
    // The preview page, opened as a page of its own (no sandbox): its text shown, nothing runs.
    const previewHtml = await (
      await request.post('/api/workorder/generatewoproposal', {
        headers,
        data: { id: proposal.id, preview: true },
      })
    ).text();
    expect(previewHtml).not.toContain(PAYLOADS[0]);
    expect(previewHtml).toContain('&lt;img src=x onerror=__dwXss=1&gt;');
    const viewer = await openHtml(admin.context, previewHtml);
    await expectShown(viewer, plain('line'), 'proposal preview page');
    await expectClean(viewer, admin.guard, 'proposal preview page');
    await viewer.close();

    const proposalPdf = await request.post('/api/workorder/generatewoproposal', {
      headers,
      data: { id: proposal.id, preview: false },
    });
    expect(proposalPdf.status()).toBe(200);
    expect(pdfText(await proposalPdf.body(), 'proposal PDF')).toContain(squeeze(plain('line')));
    for (const [url, expected] of [
      [`/api/workorder/notes/${orderY.id}/pdf`, [note('mailnote'), note('richnote')]],
      [`/api/workorder/notes/${orderX.id}/pdf`, [note('customernote'), note('vendornote')]],
      [`/api/customer/notes/${customer.id}/pdf`, [note('custnote')]],
      [`/api/vendor/notes/${vendor.id}/pdf`, [note('vendnote')]],
    ] as const) {
      const answer = await request.get(url, { headers });
      expect(answer.status(), url).toBe(200);
      const text = pdfText(await answer.body(), url);
      for (const words of expected) expect(text, url).toContain(squeeze(words));
    }
  });

  await test.step('e-mails', async () => {
    for (const [label, words] of [
      ['mailnote', [note('mailnote'), plain('brief'), customer.customername, site.jobsite]],
      ['ticketnote', [plain('ticketnote'), plain('brief')]],
    ] as const) {
      await expect
        .poll(
          () =>
            mailsMentioning(run)
              .flatMap(htmlParts)
              .filter((html) => html.includes(token(label))).length,
          {
            timeout: 30_000,
            message: label,
          },
        )
        .toBeGreaterThan(0);
      const html = mailsMentioning(run)
        .flatMap(htmlParts)
        .find((part) => part.includes(token(label)))!;
      expect(html, label).toContain('&lt;img src=x onerror=__dwXss=1&gt;');
      for (const raw of [
        '<img src=x onerror',
        '<script>__dwXss',
        '<svg onload',
        '<iframe srcdoc',
        'href="javascript:',
      ])
        expect(html, label).not.toContain(raw);
      const viewer = await openHtml(admin.context, html);
      for (const text of words) await expectShown(viewer, text, `${label} e-mail`);
      await expectClean(viewer, admin.guard, `${label} e-mail`);
      await viewer.close();
    }
  });

  // The two orders leave the demo vendor's open list, whose newest order other journeys (vendor-portal) take.
  for (const workorderid of [orderX.id, orderY.id])
    await accepted(
      await request.post('/api/workorder/updateworkorderstatus', {
        headers,
        data: { workorderid, statusid: STATUS.Cancelled, cancelreason: `Hostile text journey ${run}: done.` },
      }),
    );

  await customerUser.context.close();
  await vendorUser.context.close();
  await admin.context.close();
});
