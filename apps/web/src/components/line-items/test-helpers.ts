// Test helpers of the document tabs (customer proposals, invoices): a saved line, a row's actions menu.
import { LINE_ITEM_TYPE } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { DocumentLine } from './document-lines';

type SavedLine = DocumentLine & { sortorder: number };

export const makeDocumentLine = (overrides: Partial<SavedLine> = {}): SavedLine => ({
  id: 901,
  itemtypeid: LINE_ITEM_TYPE.Labor,
  itemtype: 'Labor',
  description: 'Replace the trap',
  quantity: '2.50',
  rates: '95.00',
  taxrate: '0.000',
  sortorder: 0,
  subtotal: '237.50',
  taxes: '0.00',
  total: '237.50',
  ...overrides,
});

/** The actions button of the document row in `state`: "Actions for invoice $237.50 (Open)". */
export const documentActionsButton = (kind: string, state: string) =>
  screen.findByRole('button', { name: new RegExp(`^Actions for ${kind} .*\\(${state}\\)$`) });

/** Opens the row's menu and picks one action. */
export async function pickDocumentAction(kind: string, state: string, action: string) {
  await userEvent.click(await documentActionsButton(kind, state));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

/** The captions of the row's menu, in order; the menu is closed again. */
export async function documentMenuItems(kind: string, state: string) {
  await userEvent.click(await documentActionsButton(kind, state));
  const menu = await screen.findByRole('menu');
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  return items;
}
