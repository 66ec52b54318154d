import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { WorkOrderToolbar } from '../api/get-work-orders';
import { toolbarParams } from '../api/get-work-orders';
import { QuickFilters, toggleToolbarFlag } from './quick-filters';

const initial: WorkOrderToolbar = { quick: 'active', isFlagged: false, isMine: false, isOverdue: false };

function Harness({ onState }: { onState: (t: WorkOrderToolbar) => void }) {
  const [toolbar, setToolbar] = useState(initial);
  return (
    <QuickFilters
      toolbar={toolbar}
      statuses={[]}
      onChange={(next) => {
        setToolbar(next);
        onState(next);
      }}
    />
  );
}

describe('work-order quick filters', () => {
  it('Flagged Orders and My Work Orders exclude each other', async () => {
    const user = userEvent.setup();
    let last = initial;
    renderWithProviders(<Harness onState={(t) => (last = t)} />);
    const flagged = screen.getByRole('checkbox', { name: 'Flagged Orders' });
    const mine = screen.getByRole('checkbox', { name: 'My Work Orders' });
    await user.click(flagged);
    expect(flagged).toBeChecked();
    await user.click(mine);
    expect(mine).toBeChecked();
    expect(flagged).not.toBeChecked();
    expect(toolbarParams(last)).toEqual({
      mine: true,
      flagged: undefined,
      overdue: undefined,
      quick: 'active',
    });
    await user.click(mine);
    expect(mine).not.toBeChecked();
    expect(flagged).not.toBeChecked();
  });

  it('unchecking one leaves the other alone; a status goes to the quick action call', () => {
    expect(toggleToolbarFlag({ ...initial, isMine: true }, 'isFlagged', false).isMine).toBe(true);
    expect(toolbarParams({ ...initial, quick: 9 })).toMatchObject({ statusid: 9 });
  });
});
