import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

type Queries = Pick<typeof screen, 'queryByRole' | 'getByRole' | 'findByRole'>;

/**
 * The picker's own field (its `group`) of the date labelled `label`. A form draws a stand-in until the date is
 * used and loads the picker then (decision 208): this clicks into the stand-in, as a person would, and waits
 * for the picker, which puts the caret in its first section.
 */
export async function openDateField(label: string, scope: Queries = screen) {
  const name = new RegExp(label);
  const field = await waitFor(
    () => scope.queryByRole('group', { name }) ?? scope.getByRole('textbox', { name }),
    { timeout: 10_000 },
  );
  if (field.getAttribute('role') === 'textbox') await userEvent.click(field);
  return scope.findByRole('group', { name }, { timeout: 10_000 });
}

/**
 * Types a date into the picker labelled `label` (digits as the field's sections take them, e.g.
 * '03092026'). The picker loads on first use (docs/decisions/189, 208), so it is awaited.
 */
export async function typeDate(label: string, digits: string) {
  const group = await openDateField(label);
  await userEvent.click(within(group).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(digits);
}

/**
 * Waits for a date's error message. Saving a form with its date missing focuses the date, which loads the
 * picker in the stand-in's place (decision 208) and draws the message again under it: a node found just before
 * the picker arrived leaves the page, so the message is looked up afresh until it is there.
 */
export async function expectDateMessage(message: string, scope: Pick<typeof screen, 'getByText'> = screen) {
  await waitFor(() => expect(scope.getByText(message)).toBeInTheDocument());
}
