import { expect, test, type Page } from '@playwright/test';
import { accessToken, seeToast, signInAndWait } from './support';

// Issue 12 as a dispatcher works it: a new vendor through Confirm Address and Existing Vendor Found, its
// trades and rates (a dropped state takes its counties along), a COI upload and a rating, then the vendor
// found by radius and by geography for its zip; a Vendor user sees its own vendor read-only.

const ZIP = '78701';

async function pickOption(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Picks `option` in a tag box of `scope` (typing narrows long lists such as counties), then closes it. */
async function pickTag(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string,
  typed: string,
  option: string | RegExp,
) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

test('a dispatcher adds a vendor, its trade and rate, a COI and a rating, and finds it by radius and geography', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const name = `E2E Lone Star HVAC ${run}`;
  const street = `${100 + (Date.now() % 800)} Congress Ave`;
  await signInAndWait(page, 'dispatcher@dispatchwise.test');

  // A vendor of that name exists already (created through the API), so the second one meets both dialogs.
  const token = await accessToken(page);
  const first = await page.request.post('/api/vendor/save', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      address: '1 Main St',
      city: 'Dallas',
      statecode: 'TX',
      postalcode: '75201',
      primaryphone: '+1 (214) 555-0100',
      primaryemail: 'first@lonestar.test',
      termid: 3,
      tierid: 2,
    },
  });
  expect(first.status()).toBe(200);
  const dallasId = ((await first.json()) as { id: number }).id;
  const linkTo = (id: number) => page.locator(`a[href="/vendor/details?id=${id}"]`);

  await page.goto('/vendor/new?id=0');
  const form = page.getByRole('form', { name: 'New vendor' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill(street);
  await form.getByRole('textbox', { name: 'City' }).fill('austin');
  await pickOption(page, 'State', 'TX');
  await form.getByRole('textbox', { name: 'Zip' }).fill(ZIP);
  await form.getByRole('textbox', { name: 'Primary Phone' }).fill('5125550123');
  await form.getByRole('textbox', { name: 'Primary Email' }).fill('office@lonestar.test');
  await form.getByRole('textbox', { name: 'Dispatch Email' }).fill('dispatch@lonestar.test');
  await pickOption(page, 'Terms', 'Net 30');
  await pickOption(page, 'Tier', 'Tier 2');
  await page.getByRole('button', { name: 'Save' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm Address' });
  await expect(confirm.getByRole('region', { name: 'Entered Address' })).toContainText('austin, TX 78701');
  await expect(confirm.getByRole('region', { name: 'Validated Address' })).toContainText('Austin, TX 78701');
  await confirm.getByRole('button', { name: 'Accept' }).click();
  const existing = page.getByRole('dialog', { name: 'Existing Vendor Found' });
  await expect(existing).toContainText(name);
  await expect(existing).toContainText('Create?');
  await existing.getByRole('button', { name: 'Accept' }).click();
  await seeToast(page, 'Vendor Saved');
  await expect(page).toHaveURL(/\/vendor\/details\?id=\d+/);
  const vendorid = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');

  // Trades: add HVAC, a rate for Travis County, TX; dropping TX takes the county with it.
  await page.getByRole('tab', { name: 'Trades' }).click();
  await page.getByRole('button', { name: 'Add Trade' }).click();
  const addTrade = page.getByRole('dialog', { name: 'Add Trade' });
  await addTrade.getByRole('combobox', { name: 'Trade' }).click();
  await page.getByRole('option', { name: 'HVAC', exact: true }).click();
  await addTrade.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Add Rate to HVAC' }).click();
  const rate = page.getByRole('dialog', { name: /Rate Details/ });
  await pickTag(page, rate, 'States', 'TX', 'TX - Texas');
  await pickTag(page, rate, 'Counties', 'Travis', /^Travis/);
  await expect(rate.getByRole('button', { name: /Travis, TX/ })).toBeVisible();
  await rate.getByRole('button', { name: 'TX', exact: true }).locator('svg').click();
  await expect(rate.getByRole('button', { name: /Travis, TX/ })).toHaveCount(0);
  await expect(rate.getByRole('combobox', { name: 'Counties' })).toBeDisabled();
  await pickTag(page, rate, 'States', 'TX', 'TX - Texas');
  await pickTag(page, rate, 'Counties', 'Travis', /^Travis/);
  await rate.getByRole('textbox', { name: /Regular Rate/ }).fill('95');
  await rate.getByRole('button', { name: 'Save' }).click();
  await expect(rate).toBeHidden();
  // Add Rate opens the trade's rates; the new one shows there once the list refreshes (about 1 s).
  await expect(page.getByRole('button', { name: 'Hide rates of HVAC' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rates of HVAC' })).toContainText('$95.00');

  // A COI on the Attachments tab.
  await page.getByRole('tab', { name: 'Attachments' }).click();
  await pickOption(page, 'Type', 'COI (G/L)');
  await page.getByTestId('upload-input').setInputFiles({
    name: 'coi 2027.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(page.getByRole('button', { name: 'coi 2027.pdf', exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /coi 2027\.pdf/ })).toContainText('COI (G/L)');

  // A rating of 4 stars.
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByRole('button', { name: 'Add/Update Vendor Rating' }).click();
  const rating = page.getByRole('dialog', { name: /Vendor Rating/ });
  // MUI's Rating takes the value from where the pointer is across the stars: the right edge of the fourth.
  const stars = (await rating.locator('.MuiRating-root').boundingBox())!;
  await page.mouse.click(stars.x + stars.width * 0.78, stars.y + stars.height / 2);
  await rating.getByRole('button', { name: 'Save' }).click();
  await expect(rating).toBeHidden();
  await expect(page.getByText('4.0 (1 rating)')).toBeVisible();

  // Vendor search: by radius from the vendor's zip, then by Travis County.
  await page.goto('/vendor/search');
  await pickTag(page, page.getByRole('form', { name: 'Vendor search' }), 'Trades', 'HVAC', 'HVAC');
  await pickOption(page, 'Radius', '10 miles');
  await page.getByRole('textbox', { name: 'Zip Code' }).fill(ZIP);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // Austin's vendor is found at its own zip; the Dallas one of the same name, 180 miles off, is not.
  await expect(linkTo(vendorid)).toBeVisible();
  await expect(page.getByRole('row').filter({ has: linkTo(vendorid) })).toContainText('0.0');
  await expect(linkTo(dallasId)).toHaveCount(0);

  await page.getByRole('button', { name: 'Geography' }).click();
  const search = page.getByRole('form', { name: 'Vendor search' });
  await pickTag(page, search, 'States', 'TX', 'TX - Texas');
  await pickTag(page, search, 'Counties', 'Travis', /^Travis/);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(linkTo(vendorid)).toBeVisible();
  await expect(linkTo(dallasId)).toHaveCount(0);

  // The list finds it by name (more than 3 characters) and shows its rating.
  await page.goto('/vendor');
  await page.getByRole('textbox', { name: /Search/ }).fill(name);
  await expect(page.getByRole('row').filter({ has: linkTo(vendorid) })).toContainText('Austin');
  await expect(page.getByRole('row').filter({ has: linkTo(dallasId) })).toContainText('Dallas');
});

test('a Vendor user sees its own vendor read-only, with only Details and History', async ({ page }) => {
  await signInAndWait(page, 'vendor@dispatchwise.test');
  const token = await accessToken(page);
  const profile = await (
    await page.request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  await page.goto(`/vendor/details?id=${profile.vendorid}`);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Summit Facility Services',
  );
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  for (const tab of ['Trades', 'Contacts', 'Attachments', 'Notes', 'Payments', 'Change History'])
    await expect(page.getByRole('tab', { name: tab, exact: true })).toBeDisabled();
  await page.getByRole('tab', { name: 'History', exact: true }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();

  // Another vendor's record is refused by the API.
  const other = await page.request.get(`/api/vendor/${profile.vendorid + 1}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(other.status()).toBe(403);
});
