import { LINE_ITEM_TYPE } from '@dispatchwise/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LineItemsEditor } from './line-items-editor';
import { documentLineSection, emptyDocumentLine, type DocumentLineRow } from './sections';
import type { MarginSummary } from './line-items-summary';

const line = (overrides: Partial<DocumentLineRow>): DocumentLineRow => ({
  ...emptyDocumentLine(),
  itemtypeid: LINE_ITEM_TYPE.Labor,
  ...overrides,
});

function Harness({
  initial,
  canAdd,
  margin,
}: {
  initial: DocumentLineRow[];
  canAdd?: boolean;
  margin?: MarginSummary;
}) {
  const [rows, setRows] = useState(initial);
  return (
    <LineItemsEditor
      section={documentLineSection}
      rows={rows}
      onChange={setRows}
      canAdd={canAdd}
      margin={margin}
    />
  );
}

/** The figure after a caption in a summary list ("Totals", "Margin"). */
function figure(list: string, caption: string) {
  const term = within(screen.getByLabelText(list)).getByText(caption);
  return term.nextElementSibling?.textContent;
}

const amountOf = (row: string, key: 'subtotal' | 'taxes' | 'total') =>
  screen.getByRole('group', { name: row }).querySelector(`[data-amount="${key}"]`)?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('LineItemsEditor', () => {
  it('shows each line and the totals as hand calculations give them, exact to the cent', () => {
    render(
      <Harness
        initial={[
          line({ quantity: '2.5', rates: '95.00' }),
          line({ quantity: '3', rates: '33.35', taxrate: '8.875', itemtypeid: LINE_ITEM_TYPE.Material }),
          line({ quantity: '1', rates: '65.00', itemtypeid: LINE_ITEM_TYPE.Travel }),
        ]}
      />,
    );
    // 2.5 x 95.00 = 237.50
    expect(amountOf('Line 1', 'subtotal')).toBe('$237.50');
    expect(amountOf('Line 1', 'total')).toBe('$237.50');
    // 3 x 33.35 = 100.05 (a double says 100.05000000000001); 100.05 x 8.875 % = 8.8794375 -> 8.88
    expect(amountOf('Line 2', 'subtotal')).toBe('$100.05');
    expect(amountOf('Line 2', 'taxes')).toBe('$8.88');
    expect(amountOf('Line 2', 'total')).toBe('$108.93');
    expect(amountOf('Line 3', 'total')).toBe('$65.00');
    // 237.50 + 100.05 + 65.00 = 402.55; taxes 8.88; total 411.43
    expect(figure('Totals', 'Subtotal')).toBe('$402.55');
    expect(figure('Totals', 'Taxes')).toBe('$8.88');
    expect(figure('Totals', 'Total')).toBe('$411.43');
  });

  it('does not drift where floating point does: 0.1 + 0.2, 33.335 and thirds', () => {
    render(
      <Harness
        initial={[
          line({ quantity: '1', rates: '0.10' }),
          line({ quantity: '1', rates: '0.20' }),
          // 1 x 10.00 at 33.335 % is 3.3335 -> 3.33 (half away from zero at the exact value)
          line({ quantity: '1', rates: '10.00', taxrate: '33.335' }),
          // 0.5 x 66.67 = 33.335 -> 33.34 (a double's 33.335 is 33.33499...)
          line({ quantity: '0.5', rates: '66.67' }),
        ]}
      />,
    );
    expect(amountOf('Line 3', 'taxes')).toBe('$3.33');
    expect(amountOf('Line 4', 'subtotal')).toBe('$33.34');
    // 0.10 + 0.20 + 10.00 + 33.34 = 43.64; + 3.33 = 46.97
    expect(figure('Totals', 'Subtotal')).toBe('$43.64');
    expect(figure('Totals', 'Total')).toBe('$46.97');
  });

  it('three lines of a third add up to their column, not to the third of the sum', () => {
    render(<Harness initial={[1, 2, 3].map(() => line({ quantity: '0.33', rates: '101.00' }))} />);
    // 0.33 x 101 = 33.33 each; 99.99, not 100.00
    expect(figure('Totals', 'Total')).toBe('$99.99');
  });

  it('is used from the keyboard: Add Item, typing, the totals follow, Remove', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[]} />);
    expect(screen.getByText('No items.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const quantity = screen.getByRole('textbox', { name: 'Quantity, line 1' });
    await user.clear(quantity);
    await user.type(quantity, '2.5');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Rate, line 1' })).toHaveFocus();
    await user.keyboard('95');
    expect(figure('Totals', 'Total')).toBe('$237.50');
    // More decimals than the field takes are not typed in.
    await user.type(screen.getByRole('textbox', { name: 'Rate, line 1' }), '.999');
    expect(screen.getByRole('textbox', { name: 'Rate, line 1' })).toHaveValue('95.99');
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(figure('Totals', 'Total')).toBe('$0.00');
  });

  it('hides Add Item when asked to', () => {
    render(<Harness initial={[line({ quantity: '1', rates: '5' })]} canAdd={false} />);
    expect(screen.queryByRole('button', { name: 'Add Item' })).not.toBeInTheDocument();
  });

  it("shows the price against the vendor's cost with the given margin, or the invoice margin", () => {
    const { unmount } = render(
      <Harness
        initial={[]}
        margin={{
          priceLabel: 'Proposed Amount',
          price: '1000.00',
          costLabel: 'Vendor Quoted Amount',
          cost: '700.00',
        }}
      />,
    );
    expect(figure('Margin', 'Proposed Amount')).toBe('$1,000.00');
    expect(figure('Margin', 'Vendor Quoted Amount')).toBe('$700.00');
    expect(figure('Margin', 'Margin')).toBe('30.00%');
    unmount();
    render(
      <Harness
        initial={[]}
        margin={{
          priceLabel: 'Proposed Amount',
          price: '1428.57',
          costLabel: 'Vendor Quoted Amount',
          cost: '1000',
          marginPercent: 30,
        }}
      />,
    );
    expect(figure('Margin', 'Margin')).toBe('30.00%');
  });

  it('on a phone, stacks each row with visible labels', async () => {
    // Every max-width query matches: the screen is narrower than md.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    render(<Harness initial={[line({ quantity: '3', rates: '33.35', taxrate: '8.875' })]} />);
    const row = screen.getByRole('group', { name: 'Line 1' });
    // The captions are the inputs' own labels, and each amount has its caption.
    expect(await within(row).findByText('Tax Rate %', { selector: 'label' })).toBeInTheDocument();
    expect(within(row).getByText('Taxes')).toBeInTheDocument();
    expect(amountOf('Line 1', 'total')).toBe('$108.93');
  });
});
