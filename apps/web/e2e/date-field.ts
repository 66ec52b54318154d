import type { Locator, Page } from '@playwright/test';

/**
 * Types a date into the date field named `name` in `scope` (null: its only one), digits as the field's sections
 * take them ('12152026'). A form draws a stand-in until the date is used (decision 208): pointing at it loads the
 * picker, whose own field (its `group`) then takes the click and the digits.
 */
export async function typeDate(scope: Page | Locator, name: RegExp | null, digits: string) {
  const page = 'keyboard' in scope ? scope : scope.page();
  const named = name ? { name } : {};
  const picker = scope.getByRole('group', named);
  await scope.getByRole('textbox', named).or(picker).hover();
  await picker.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}
