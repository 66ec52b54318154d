import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Types a date into an MUI X v8 field (month, day and year sections), e.g. typeDate('Begin Date', '03012026'). */
export async function typeDate(label: string, digits: string) {
  const group = screen.getByRole('group', { name: new RegExp(label) });
  await userEvent.click(within(group).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(digits);
}
