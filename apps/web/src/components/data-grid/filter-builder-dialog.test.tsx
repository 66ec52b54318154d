import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FilterBuilderDialog } from './filter-builder-dialog';
import { groupToExpression, type FilterGroup } from './filter-expression';

const fields = [
  { id: 'customername', caption: 'Customer', type: 'string' as const },
  { id: 'nte', caption: 'NTE', type: 'number' as const },
];

describe('FilterBuilderDialog', () => {
  it('builds an or group from rows of field, operator and value', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn<(group: FilterGroup | null) => void>();
    renderWithProviders(
      <FilterBuilderDialog isOpen fields={fields} value={null} onApply={onApply} onClose={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Filter Builder' });
    await user.click(within(dialog).getByRole('button', { name: 'Or' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Condition' }));
    await user.type(within(dialog).getByLabelText('Value 1'), 'Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Add Condition' }));
    await user.click(within(dialog).getAllByRole('combobox', { name: /^Field/ })[1]!);
    await user.click(screen.getByRole('option', { name: 'NTE' }));
    await user.click(within(dialog).getAllByRole('combobox', { name: /^Operator/ })[1]!);
    await user.click(screen.getByRole('option', { name: 'Greater than' }));
    await user.type(within(dialog).getByLabelText('Value 2'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    const group = onApply.mock.calls[0]![0];
    expect(groupToExpression(group, (f) => fields.find((x) => x.id === f)!.type)).toEqual([
      ['customername', 'contains', 'Acme'],
      'or',
      ['nte', '>', 500],
    ]);
  });
});
