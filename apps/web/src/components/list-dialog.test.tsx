import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ListDialog, listDialogPaperStyle, type ListDialogSize } from './list-dialog';

// The list popups' sizes (docs/decisions/193): 90% x 75vh is the most they take, not always their size.

const renderDialog = (size?: ListDialogSize) =>
  renderWithProviders(
    <ListDialog isOpen title="Received Work Orders" onClose={() => {}} {...(size ? { size } : {})}>
      <p>Two rows</p>
    </ListDialog>,
  );

describe('ListDialog sizes', () => {
  it('is as high as its list up to 75vh by default, 90% wide, anchored where a 75vh popup starts', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Received Work Orders' });
    expect(dialog.style.width).toBe('90%');
    expect(dialog.style.maxHeight).toBe('75vh');
    expect(dialog.style.height).toBe('');
    expect(dialog.style.margin).toBe('12.5vh 0px 0px');
  });

  it('keeps the full 90% x 75vh when fixed (a search popup whose results change as one types)', async () => {
    renderDialog('fixed');
    const dialog = await screen.findByRole('dialog', { name: 'Received Work Orders' });
    expect(dialog.style.width).toBe('90%');
    expect(dialog.style.height).toBe('75vh');
  });

  it('takes its width from the content too when compact', async () => {
    renderDialog('compact');
    const dialog = await screen.findByRole('dialog', { name: 'Received Work Orders' });
    expect(dialog.style.width).toBe('');
    expect(dialog.style.maxWidth).toBe('90%');
    expect(dialog.style.maxHeight).toBe('75vh');
  });

  it('takes the width of a small screen less a margin, its height still from the content', () => {
    for (const size of ['content', 'compact'] as const) {
      expect(listDialogPaperStyle(size, true)).toEqual({
        margin: 8,
        width: 'calc(100% - 16px)',
        maxWidth: 'calc(100% - 16px)',
        maxHeight: 'calc(100% - 16px)',
      });
    }
  });
});
