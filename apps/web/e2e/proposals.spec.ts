import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { docxText, pdfText } from '../../api/test/document-text';
import { accessToken, seeToast, signInAndWait, apiSession } from './support';

// Issue 11's money tabs as a dispatcher works them: a proposal of three lines at a 35 % margin whose every
// total is checked against a hand calculation, completed, approved and turned into the invoice, which is
// previewed, downloaded as PDF and .docx (their text read back) and approved; a rejected proposal offers no
// Edit; an Employee is refused the approvals.

const actionsOf = (page: Page, status: string) =>
  page.getByRole('button', { name: new RegExp(`^Actions for proposal .*\\(${status}\\)$`) });

async function pickAction(page: Page, status: string, item: string) {
  await actionsOf(page, status).first().click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

async function menuOf(page: Page, status: string) {
  await actionsOf(page, status).first().click();
  const items = await page.getByRole('menu').getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  return items.map((text) => text.trim());
}

/** A download started by a row action: its suggested name and its bytes. */
async function download(page: Page, start: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), start()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), content: await readFile(path) };
}

/** The Invoice & Payments tab's row actions of the $411.43 invoice, in a given state. */
function invoiceRow(page: Page) {
  const actions = (state: string) =>
    page.getByRole('button', { name: `Actions for invoice $411.43 (${state})` });
  return {
    actions,
    pick: async (state: string, item: string) => {
      await actions(state).click();
      await page.getByRole('menuitem', { name: item, exact: true }).click();
    },
  };
}

/**
 * The invoice the approved proposal became, on the Invoice & Payments tab: its preview, its PDF and .docx read
 * back as text (the hand-calculated $411.43). A dispatcher has no approve:customerinvoice (decision 002).
 */
async function journeyOfTheInvoice(page: Page, wonumber: string) {
  await page.getByRole('tab', { name: 'Invoice & Payments' }).click();
  const row = invoiceRow(page);
  await expect(page.getByRole('table').first()).toContainText('$411.43');

  await row.pick('Open', 'Preview');
  const preview = page.getByRole('dialog', { name: 'Invoice Preview' });
  const frame = preview.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toContainText('Invoice');
  await expect(frame.locator('body')).toContainText(wonumber);
  await expect(frame.locator('body')).toContainText('$411.43');
  await preview.getByRole('button', { name: 'Close preview' }).click();
  await expect(preview).toBeHidden();

  const pdf = await download(page, () => row.pick('Open', 'PDF'));
  expect(pdf.name).toMatch(new RegExp(`^${wonumber}_invoice_.+\\.pdf$`));
  const pdfContent = await pdfText(pdf.content);
  expect(pdfContent.text).toContain(wonumber);
  for (const money of ['$237.50', '$108.93', '$65.00', '$402.55', '$8.88', '$411.43'])
    expect(pdfContent.text).toContain(money);

  const word = await download(page, () => row.pick('Open', 'Word'));
  expect(word.name).toBe(pdf.name.replace(/\.pdf$/, '.docx'));
  const wordText = docxText(word.content);
  expect(wordText).toContain('Replace the grease trap and the trap arm.');
  expect(wordText).toContain('$411.43');

  await row.actions('Open').click();
  await expect(page.getByRole('menuitem', { name: 'Edit', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Approve', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Customer Proposals' }).click();
}

/** Accounting (approve:customerinvoice) approves the invoice on the order's Invoice & Payments tab. */
async function approveTheInvoice(browser: Browser, orderId: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAndWait(page, 'accounting@dispatchwise.test', {
    at: `/workorder/details?id=${orderId}&tab=invoices`,
  });
  const row = invoiceRow(page);
  await row.pick('Open', 'Approve');
  await seeToast(page, 'Invoice Approved');
  await row.pick('Approved', 'Unapprove');
  await seeToast(page, 'Invoice Un-Approved');
  await row.pick('Open', 'Approve');
  await seeToast(page, 'Invoice Approved');
  await expect(row.actions('Approved')).toBeVisible();
  await context.close();
}

test('a dispatcher prices a proposal at 35 %, completes, approves and invoices it, accounting approves the invoice; a rejected one cannot be edited', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInAndWait(page, 'dispatcher@dispatchwise.test');
  const staff = { Authorization: `Bearer ${await accessToken(page)}` };

  // A fresh Dispatched order at a demo job site, with a description to import as the scope.
  const list = (await (
    await page.request.get('/api/workorder/getworkorders?take=20', { headers: staff })
  ).json()) as {
    data: { id: number }[];
  };
  let site: { customerid: number; jobsiteid: number } | undefined;
  for (const row of list.data) {
    const detail = (await (
      await page.request.get(`/api/workorder/${row.id}`, { headers: staff })
    ).json()) as {
      customerid: number;
      jobsiteid: number | null;
    };
    if (detail.jobsiteid) {
      site = { customerid: detail.customerid, jobsiteid: detail.jobsiteid };
      break;
    }
  }
  expect(site).toBeDefined();
  const created = await page.request.post('/api/workorder/saveworkorder', {
    headers: staff,
    data: {
      ...site,
      duedate: '2026-12-15',
      priorityid: 4,
      statusid: 9,
      briefdescription: 'Proposal journey of issue 11',
      description: '<p>Replace the grease trap and the trap arm.</p>',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: orderId, wonumber } = (await created.json()) as { id: number; wonumber: string };

  await page.goto(`/workorder/details?id=${orderId}&tab=proposals`);
  await page.getByRole('button', { name: 'Add Proposal' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Add Proposal' });
  await dialog.getByRole('textbox', { name: /Vendor Quoted Amount/ }).fill('650');
  const margin = dialog.getByRole('textbox', { name: /Margin percent/ });
  await margin.fill('35');
  // 650 / (1 - 0.35) = 1,000.00
  await expect(dialog.getByRole('textbox', { name: 'Proposed Amount' })).toHaveValue('$1,000.00');
  await dialog.getByRole('button', { name: 'Import Description' }).click();

  const addLine = async (n: number, type: string, quantity: string, rate: string, tax?: string) => {
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByRole('combobox', { name: `Type, line ${n}` }).click();
    await page.getByRole('option', { name: type, exact: true }).click();
    await dialog.getByRole('textbox', { name: `Quantity, line ${n}` }).fill(quantity);
    await dialog.getByRole('textbox', { name: `Rate, line ${n}` }).fill(rate);
    if (tax) await dialog.getByRole('textbox', { name: `Tax Rate %, line ${n}` }).fill(tax);
  };
  await addLine(1, 'Labor', '2.5', '95.00');
  await addLine(2, 'Material', '3', '33.35', '8.875');
  await addLine(3, 'Travel', '1', '65.00');
  // By hand: 2.5 x 95.00 = 237.50; 3 x 33.35 = 100.05, its tax 100.05 x 8.875 % = 8.879... -> 8.88;
  // 1 x 65.00 = 65.00. Subtotal 402.55, taxes 8.88, total 411.43.
  const totals = dialog.getByLabel('Totals');
  await expect(totals).toContainText('$402.55');
  await expect(totals).toContainText('$8.88');
  await expect(totals).toContainText('$411.43');
  await expect(dialog.getByText('$108.93', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, 'Proposal Saved');

  // The grid: proposed and quoted amounts, the margin.
  const grid = page.getByRole('table').first();
  await expect(grid).toContainText('$1,000.00');
  await expect(grid).toContainText('$650.00');
  await expect(grid).toContainText('35.00%');

  await pickAction(page, 'In Progress', 'Complete');
  await seeToast(page, 'Status updated');
  await pickAction(page, 'Complete', 'Approve');
  await seeToast(page, 'Status updated');
  await pickAction(page, 'Approved', 'Create Invoice');
  await seeToast(page, 'Invoice created.');
  const invoices = await page.request.get(`/api/workorder/invoices?workorderid=${orderId}`, {
    headers: staff,
  });
  const [invoice] = (await invoices.json()) as { amount: string }[];
  expect(invoice?.amount).toBe('411.43');
  await journeyOfTheInvoice(page, wonumber);
  await approveTheInvoice(browser, orderId);

  // A clone, completed and rejected, offers no Edit.
  await pickAction(page, 'Approved', 'Clone');
  await seeToast(page, 'Proposal Saved');
  await pickAction(page, 'In Progress', 'Complete');
  await seeToast(page, 'Status updated');
  await pickAction(page, 'Complete', 'Reject');
  await seeToast(page, 'Status updated');
  expect(await menuOf(page, 'Rejected')).not.toContain('Edit');

  // An Employee reads the proposals but is refused their approval.
  const employeeSession = await apiSession(browser, 'employee@dispatchwise.test');
  const employee = employeeSession.headers;
  const proposals = (await (
    await employeeSession.request.get(`/api/workorder/proposals?workorderid=${orderId}`, {
      headers: employee,
    })
  ).json()) as { id: number; status: string }[];
  expect(proposals.length).toBe(2);
  const refused = await employeeSession.request.put('/api/workorder/approveproposal', {
    headers: employee,
    data: { id: proposals[0]!.id },
  });
  expect(refused.status()).toBe(403);
  const [invoiceOfEmployee] = (await (
    await employeeSession.request.get(`/api/workorder/invoices?workorderid=${orderId}`, { headers: employee })
  ).json()) as { id: number }[];
  for (const action of ['approveinvoice', 'unapproveinvoice']) {
    const response = await employeeSession.request.put(`/api/workorder/${action}`, {
      headers: employee,
      data: { invoiceid: invoiceOfEmployee!.id },
    });
    expect(response.status(), action).toBe(403);
  }
  const vendorApproval = await employeeSession.request.put('/api/workorder/setvendorproposalstate', {
    headers: employee,
    data: { id: 1, state: 3 },
  });
  expect(vendorApproval.status()).toBe(403);
  await employeeSession.close();
});

type VendorProposalReview = {
  id: number;
  proposalnumber: string | null;
  proposalamount: string;
  proposalstatusid: number;
  vendorquotedamount: string | null;
  workordervendorid: number | null;
  isreviewable: boolean;
  convertedamount: string;
  labor: unknown[];
  totals: { labor: string; total: string };
};

const money = (amount: string) =>
  `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test("a dispatcher reviews a vendor's submitted proposal, approves it and converts it to a customer proposal", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAndWait(page, 'dispatcher@dispatchwise.test');
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };

  // The demo data holds pending proposals on orders with exactly one vendor (the seed's test checks it).
  const list = (await (
    await page.request.get('/api/workorder/getworkorders?take=100', { headers })
  ).json()) as {
    data: { id: number }[];
  };
  let found: { orderId: number; review: VendorProposalReview } | undefined;
  for (const row of list.data) {
    const proposals = (await (
      await page.request.get(`/api/workorder/vendorproposals?workorderid=${row.id}`, { headers })
    ).json()) as { data: { id: number; proposalstatusid: number }[] };
    for (const proposal of proposals.data.filter((p) => p.proposalstatusid === 2)) {
      const review = (await (
        await page.request.get(`/api/workorder/vendorproposal?id=${proposal.id}`, { headers })
      ).json()) as VendorProposalReview;
      if (review.isreviewable && review.labor.length > 0) found = { orderId: row.id, review };
    }
    if (found) break;
  }
  expect(found, 'a reviewable vendor proposal in the first 100 orders').toBeDefined();
  const { orderId, review } = found!;

  await page.goto(`/workorder/details?id=${orderId}&tab=vendorproposals`);
  const actions = page.getByRole('button', {
    name: new RegExp(`^Actions for proposal ${review.proposalnumber ?? review.id} of `),
  });
  const pick = async (item: string) => {
    await actions.click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
  };

  await pick('Review');
  const reviewing = page.getByRole('dialog', { name: 'Review Proposal' });
  await expect(reviewing.getByLabel('Proposal summary')).toContainText(money(review.proposalamount));
  await reviewing.getByRole('tab', { name: 'Labor' }).click();
  await expect(reviewing.getByRole('table', { name: 'Labor lines' })).toBeVisible();
  await expect(reviewing.getByRole('table', { name: 'Labor lines' })).toContainText(
    money(review.totals.labor),
  );
  await reviewing.getByRole('button', { name: 'Close' }).click();
  await expect(reviewing).toBeHidden();

  await pick('Approve');
  if (review.vendorquotedamount !== review.proposalamount) {
    const confirm = page.getByRole('dialog', { name: 'Approve Vendor Proposal' });
    await confirm.getByRole('checkbox', { name: /Update the vendor quoted amount/ }).check();
    await confirm.getByRole('button', { name: 'Approve' }).click();
  }
  await seeToast(page, 'Status updated');
  const approved = (await (
    await page.request.get(`/api/workorder/vendorproposal?id=${review.id}`, { headers })
  ).json()) as VendorProposalReview;
  expect(approved).toMatchObject({ proposalstatusid: 3, vendorquotedamount: review.proposalamount });
  // Approved: no second approval offered.
  await actions.click();
  await expect(page.getByRole('menuitem', { name: 'Convert to Customer Proposal' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Approve', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await pick('Convert to Customer Proposal');
  await seeToast(page, 'Vendor Proposal Converted');
  await page.getByRole('tab', { name: 'Customer Proposals' }).click();
  // The customer proposal: the vendor's amount as quoted, amount / 0.7 as proposed (decision 136).
  await expect(page.getByRole('table').first()).toContainText(money(review.convertedamount));
  await expect(page.getByRole('table').first()).toContainText(money(review.proposalamount));
});
