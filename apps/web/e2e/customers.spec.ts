import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessToken, seeToast, signInAndWait } from './support';

// Issue 13's customer editor as a dispatcher works it: a new customer, a job site (the phone mask's message
// first), a contact, a note, and a trade whose rate covers two states until one is dropped with its county.

async function pickOption(page: Page, scope: Locator | Page, label: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function pickTag(page: Page, scope: Locator, label: string, typed: string, option: string | RegExp) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

test('a dispatcher creates a customer with a job site, a contact, a note and a trade rate over two states', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const name = `E2E Corner Market ${run}`;
  // New customer: Management Provider is the first tab; the others wait for the first save.
  await signInAndWait(page, 'dispatcher@dispatchwise.test', { at: '/customer/new?id=0' });
  await expect(page.getByRole('tab', { name: 'Management Provider' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Job Sites' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByRole('textbox', { name: /^Customer Name/ }).fill(name);
  await page.getByRole('textbox', { name: 'Customer Prefix' }).fill(`E${run.slice(-4)}`.toUpperCase());
  await page
    .getByRole('textbox', { name: /^Street Address/ })
    .first()
    .fill('500 Main St');
  await page.getByRole('textbox', { name: /^City/ }).first().fill('Tulsa');
  await pickOption(page, page, /^State/, 'OK');
  await page
    .getByRole('textbox', { name: /^Postal Code/ })
    .first()
    .fill('74103');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/customer\/details\?id=\d+/);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // A job site: a phone that breaks the mask's first-digit rule is refused with the spec's message first.
  await page.getByRole('tab', { name: 'Job Sites' }).click();
  await page.getByRole('button', { name: 'Add Job Site' }).click();
  const site = page.getByRole('dialog', { name: 'Add Job Site' });
  await site.getByRole('textbox', { name: /^Job Site$|^Job Site \*/ }).fill('Store 12');
  await site.getByRole('textbox', { name: /^Job Site Description/ }).fill('Corner Market #12');
  await site
    .getByRole('textbox', { name: /^Street Address/ })
    .first()
    .fill('12 Peoria Ave');
  await site.getByRole('textbox', { name: /^City/ }).fill('Tulsa');
  await pickOption(page, site, /^State/, 'OK');
  await site.getByRole('textbox', { name: /^Postal Code/ }).fill('74120');
  await site.getByRole('textbox', { name: /^Phone/ }).fill('1185550100');
  await site.getByRole('button', { name: 'Save' }).click();
  await expect(site.getByText('The phone must have a correct USA phone format')).toBeVisible();
  await site.getByRole('textbox', { name: /^Phone/ }).fill('9185550100');
  await site.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, 'Jobsite Added!');
  await expect(page.getByRole('button', { name: 'Edit job site Store 12' })).toBeVisible();

  // A contact.
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await page.getByRole('button', { name: 'Add Contact' }).click();
  const contact = page.getByRole('dialog', { name: 'Add Contact' });
  await contact.getByRole('textbox', { name: 'Title' }).fill('Facilities Manager');
  await contact.getByRole('textbox', { name: 'First Name' }).fill('Rosa');
  await contact.getByRole('textbox', { name: 'Last Name' }).fill('Diaz');
  await contact.getByRole('textbox', { name: 'Email' }).fill('rosa@cornermarket.test');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit Rosa Diaz' })).toBeVisible();

  // A note.
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('button', { name: 'Add Note' }).click();
  const note = page.getByRole('dialog', { name: 'Add Note' });
  await note.locator('[contenteditable="true"]').fill('Keys are at the front desk.');
  await note.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, 'Note added');
  await expect(page.getByText('Keys are at the front desk.')).toBeVisible();

  // A trade whose rate covers Oklahoma (Tulsa County) and Texas (Travis County); dropping TX takes Travis.
  await page.getByRole('tab', { name: 'Trades' }).click();
  await page.getByRole('button', { name: 'Add Trade' }).click();
  const addTrade = page.getByRole('dialog', { name: 'Add Trade' });
  await pickOption(page, addTrade, 'Trade', 'Plumbing');
  await addTrade.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Add Rate to Plumbing' }).click();
  const rate = page.getByRole('dialog', { name: /Rate Details/ });
  await pickTag(page, rate, 'States', 'OK', 'OK - Oklahoma');
  await pickTag(page, rate, 'States', 'TX', 'TX - Texas');
  await pickTag(page, rate, 'Counties', 'Tulsa', /^Tulsa, OK/);
  await pickTag(page, rate, 'Counties', 'Travis', /^Travis, TX/);
  await rate.getByRole('button', { name: 'TX', exact: true }).locator('svg').click();
  await expect(rate.getByRole('button', { name: 'Travis, TX' })).toHaveCount(0);
  await expect(rate.getByRole('button', { name: 'Tulsa, OK' })).toBeVisible();
  await rate.getByRole('textbox', { name: /Regular Rate/ }).fill('88');
  await rate.getByRole('button', { name: 'Save' }).click();
  await expect(rate).toBeHidden();
  const rates = page.getByRole('region', { name: 'Rates of Plumbing' });
  await expect(rates).toContainText('$88.00');
  await expect(rates).toContainText('OK');
  await expect(rates).not.toContainText('TX');
});

test('the Customers list scrolls on into the next rows (infinite scrolling, spec A)', async ({ page }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  await signInAndWait(page, 'admin@dispatchwise.test');
  const token = await accessToken(page);
  // Names sorting after every demo customer, so they arrive with the later pages.
  for (let i = 1; i <= 30; i += 1) {
    const answer = await page.request.post('/api/customer/save', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        customername: `ZZ Scroll ${run} ${String(i).padStart(2, '0')}`,
        streetaddress: '1 Main St',
        city: 'Austin',
        statecode: 'TX',
        postalcode: '78701',
      },
    });
    expect(answer.status()).toBe(200);
  }
  await page.goto('/customer');
  const last = page.getByRole('link', { name: `ZZ Scroll ${run} 30` });
  await expect(page.getByRole('link', { name: 'Atlas Logistics Centers' })).toBeVisible();
  const footer = page.getByText(/^[\d,]+ of [\d,]+$/);
  await expect(footer).toHaveText(/^50 of /);
  await expect(last).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Go to next page' })).toHaveCount(0);

  // Scrolling to the end of the rows appends the next page until the last customer is there.
  const body = page.locator('.MuiTableContainer-root').first();
  await expect(async () => {
    await body.evaluate((node) => node.scrollTo(0, node.scrollHeight));
    await expect(last).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const [loaded, total] = (await footer.innerText()).split(' of ');
  expect(loaded).toBe(total);
});
