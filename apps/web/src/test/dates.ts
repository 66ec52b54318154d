import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Types a date into the picker labelled `label` (digits as the field's sections take them, e.g.
 * '03092026'). The picker loads on first use (docs/decisions/189), so it is awaited.
 */
export async function typeDate(label: string, digits: string) {
  const group = await screen.findByRole('group', { name: new RegExp(label) });
  await userEvent.click(within(group).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(digits);
}
