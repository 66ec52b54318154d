import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http';
import { renderWithProviders } from '../../test/render';
import { RecordTabPanel, RecordTabs, RecordToolbar, reportSaveError } from './index';

type TabId = 'details' | 'notes' | 'files';

function Editor({ isFilesOpen = true }: { isFilesOpen?: boolean }) {
  const [tab, setTab] = useState<TabId>('details');
  const tabs = [
    { id: 'details' as const, label: 'Details' },
    { id: 'notes' as const, label: 'Notes' },
    { id: 'files' as const, label: 'Files', isDisabled: !isFilesOpen },
  ];
  return (
    <>
      <RecordTabs idPrefix="thing" ariaLabel="Thing sections" tabs={tabs} value={tab} onChange={setTab} />
      <RecordTabPanel idPrefix="thing" tabId="details" isHidden={tab !== 'details'} isPadded>
        <input aria-label="Name" />
      </RecordTabPanel>
      {tab !== 'details' ? (
        <RecordTabPanel idPrefix="thing" tabId={tab}>
          <p>{tab} content</p>
        </RecordTabPanel>
      ) : null}
    </>
  );
}

describe('RecordTabs and RecordTabPanel', () => {
  it('link each tab to its panel; a chosen tab shows its panel, the form panel stays mounted but hidden', async () => {
    renderWithProviders(<Editor />);
    const list = screen.getByRole('tablist', { name: 'Thing sections' });
    const details = within(list).getByRole('tab', { name: 'Details' });
    expect(details).toHaveAttribute('id', 'thing-tab-details');
    expect(details).toHaveAttribute('aria-controls', 'thing-tabpanel-details');
    expect(details).toHaveAttribute('aria-selected', 'true');

    const formPanel = screen.getByRole('tabpanel', { name: 'Details' });
    expect(formPanel).toHaveAttribute('id', 'thing-tabpanel-details');
    expect(formPanel).toHaveAttribute('aria-labelledby', 'thing-tab-details');
    expect(formPanel).toBeVisible();

    await userEvent.click(within(list).getByRole('tab', { name: 'Notes' }));
    expect(within(list).getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    const notesPanel = screen.getByRole('tabpanel', { name: 'Notes' });
    expect(notesPanel).toHaveAttribute('id', 'thing-tabpanel-notes');
    expect(notesPanel).toHaveTextContent('notes content');
    // Hidden, not unmounted: the form keeps its fields for a Save from another tab.
    expect(formPanel).toBeInTheDocument();
    expect(formPanel).not.toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name', hidden: true })).toBeInTheDocument();
  });

  it('keeps every tab in the list with no scroll buttons: the tabs wrap instead (decision 193)', () => {
    const { container } = renderWithProviders(<Editor />);
    const list = screen.getByRole('tablist', { name: 'Thing sections' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Details', 'Notes', 'Files']);
    expect(container.querySelector('.MuiTabs-scrollButtons')).toBeNull();
    // The selected tab draws its own underline: MUI's sliding indicator would follow one row only.
    expect(container.querySelector('.MuiTabs-indicator')).not.toBeVisible();
  });

  it('a disabled tab cannot be chosen', async () => {
    renderWithProviders(<Editor isFilesOpen={false} />);
    const files = screen.getByRole('tab', { name: 'Files' });
    expect(files).toBeDisabled();
    await userEvent.click(files, { pointerEventsCheck: 0 });
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tabpanel', { name: 'Files' })).not.toBeInTheDocument();
  });
});

describe('RecordToolbar', () => {
  it('shows the back link, the name as a heading, the actions and Save', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <RecordToolbar
        ariaLabel="Thing actions"
        backTo="/thing"
        backLabel="Back to List"
        name="Acme Plumbing"
        actions={<button type="button">Extra</button>}
        saveButton={{ isSaving: false, onSave }}
      />,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Thing actions' });
    expect(within(toolbar).getByRole('link', { name: 'Back to List' })).toHaveAttribute('href', '/thing');
    expect(within(toolbar).getByRole('heading', { level: 2, name: 'Acme Plumbing' })).toHaveAttribute(
      'title',
      'Acme Plumbing',
    );
    expect(within(toolbar).getByRole('button', { name: 'Extra' })).toBeInTheDocument();
    expect(within(toolbar).queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('while saving, Save is disabled and spins; without saveButton there is no Save', () => {
    const { unmount } = renderWithProviders(
      <RecordToolbar
        ariaLabel="Thing actions"
        backTo="/thing"
        backLabel="Cancel"
        name="New Thing"
        saveButton={{ isSaving: true, onSave: vi.fn() }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/thing');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    unmount();

    renderWithProviders(
      <RecordToolbar ariaLabel="Thing actions" backTo="/thing" backLabel="Back to List" name="Acme" />,
    );
    expect(screen.getByRole('toolbar', { name: 'Thing actions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('reportSaveError', () => {
  const setup = () => {
    const { result } = renderHook(() => useForm({ defaultValues: { name: '', phone: '' } }));
    const options = {
      form: result.current,
      toast: vi.fn(),
      failedMessage: 'Failed to update!',
      setFormError: vi.fn(),
      showForm: vi.fn(),
    };
    return { form: result, options };
  };

  it("puts a 400's messages on their fields and the rest above the form, toasts and shows the form", () => {
    const { form, options } = setup();
    const error = new ApiError(400, 'Validation failed.', { Name: 'Name is required.', other: 'Odd.' });
    act(() => reportSaveError(error, options));
    expect(form.current.getFieldState('name').error?.message).toBe('Name is required.');
    expect(options.setFormError).toHaveBeenCalledWith('Validation failed. Odd.');
    expect(options.toast).toHaveBeenCalledWith('Failed to update!', 'error');
    expect(options.showForm).toHaveBeenCalledTimes(1);
  });

  it('a failure without field errors shows its message; one naming only fields sets no form error', () => {
    const { options } = setup();
    act(() => reportSaveError(new ApiError(500, 'Server error.'), options));
    expect(options.setFormError).toHaveBeenCalledWith('Server error.');
    options.setFormError.mockClear();
    act(() => reportSaveError(new ApiError(400, 'Bad.', { phone: 'Phone is invalid.' }), options));
    expect(options.setFormError).not.toHaveBeenCalled();
  });

  it('throws anything but an ApiError again, without a toast', () => {
    const { options } = setup();
    const failure = new TypeError('boom');
    expect(() => reportSaveError(failure, options)).toThrow(failure);
    expect(options.toast).not.toHaveBeenCalled();
    expect(options.showForm).not.toHaveBeenCalled();
  });
});
