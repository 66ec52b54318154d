import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FormDateField } from './date-field';

// Counts the loads of the picker's module: it must not load before the field is used (decision 208).
const picker = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../date-pickers/localized-date-picker', async (importOriginal) => {
  picker.loads += 1;
  return importOriginal();
});

type Values = { duedate: Date | null; promisedate: Date | null };

function DateForm({
  isReadOnly = false,
  onSave,
}: {
  isReadOnly?: boolean;
  onSave: (values: Values) => void;
}) {
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: { duedate: new Date(2026, 2, 9), promisedate: null },
  });
  return (
    <form onSubmit={handleSubmit(onSave)}>
      <FormDateField control={control} name="duedate" label="Due Date" isReadOnly={isReadOnly} isRequired />
      <FormDateField control={control} name="promisedate" label="Follow-up Date" isReadOnly={isReadOnly} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormDateField loaded on use (decision 208)', () => {
  it('never loads the picker for a read-only date, which takes no typing', async () => {
    renderWithProviders(<DateForm isReadOnly onSave={() => undefined} />);
    const date = screen.getByRole('textbox', { name: /Due Date/ });
    expect(date).toHaveAttribute('aria-readonly', 'true');
    await userEvent.hover(date);
    await userEvent.click(date);
    await userEvent.keyboard('04');
    expect(date).toHaveTextContent('03/09/2026');
    expect(screen.queryByRole('group')).toBeNull();
    expect(picker.loads).toBe(0);
  });

  it('shows the stored date as the picker does, loads the picker when used, and saves a typed date', async () => {
    const onSave = vi.fn();
    renderWithProviders(<DateForm onSave={onSave} />);
    const date = screen.getByRole('textbox', { name: /Due Date/ });
    // As the picker draws it: MM/DD/YYYY, the label above the outline; an empty date leaves the label inside.
    expect(date).toHaveTextContent('03/09/2026');
    expect(screen.getByText(/^Due Date/, { selector: 'label' })).toHaveAttribute('data-shrink', 'true');
    expect(screen.getByText(/^Follow-up Date/, { selector: 'label' })).toHaveAttribute(
      'data-shrink',
      'false',
    );
    expect(screen.getByRole('textbox', { name: 'Follow-up Date' }).textContent).toBe('\u200b');
    expect(screen.queryByRole('group')).toBeNull();
    expect(picker.loads).toBe(0);

    // Moving into the field by keyboard loads the picker and hands it the caret: typing goes in at once.
    await userEvent.tab();
    expect(date).toHaveFocus();
    const field = await screen.findByRole('group', { name: /Due Date/ }, { timeout: 10_000 });
    expect(picker.loads).toBe(1);
    expect(field).toHaveTextContent('03/09/2026');
    await vi.waitFor(() => expect(within(field).getByRole('spinbutton', { name: 'Month' })).toHaveFocus());
    // The other date is still its stand-in.
    expect(screen.getByRole('textbox', { name: 'Follow-up Date' })).toBeInTheDocument();

    await userEvent.keyboard('03152026');
    expect(field).toHaveTextContent('03/15/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toEqual({ duedate: new Date(2026, 2, 15), promisedate: null });
  });

  it('loads the picker when pointed at, without taking the focus', async () => {
    renderWithProviders(<DateForm onSave={() => undefined} />);
    await userEvent.hover(screen.getByRole('textbox', { name: 'Follow-up Date' }));
    const field = await screen.findByRole('group', { name: 'Follow-up Date' }, { timeout: 10_000 });
    expect(field).not.toContainElement(document.activeElement as HTMLElement);
  });
});
