import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Route, Routes, UNSAFE_createBrowserHistory, useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createBlockingHistory, HistoryRouter } from '../navigation';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

/** A stand-in editor: a dirty switch, a link away, a tab link on the same record, a save that leaves. */
function Editor({ onAction }: { onAction?: () => void }) {
  const [isDirty, setIsDirty] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const guard = useUnsavedChangesGuard(isDirty, { subject: 'this work order' });
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => setIsDirty(true)}>
        Edit
      </button>
      <Link to="/workorder">Back to List</Link>
      <Link to="/workorder/details?id=42&tab=notes">Notes</Link>
      <Link to="/workorder/details?id=43">Other order</Link>
      <button type="button" onClick={() => void guard.leave(() => navigate('/workorder/details?id=77'))}>
        Save
      </button>
      <button
        type="button"
        onClick={() =>
          guard.confirmLeave(async () => {
            onAction?.();
            await navigate('/workorder/details?id=99');
          })
        }
      >
        Add Child
      </button>
      {guard.dialog}
    </>
  );
}

function renderEditor(onAction?: () => void) {
  // The browser's own history (jsdom's): back and forward are popstate events, as in the app.
  window.history.replaceState(null, '', '/workorder');
  const browserHistory = UNSAFE_createBrowserHistory({ v5Compat: true });
  browserHistory.push('/workorder/details?id=42');
  const history = createBlockingHistory(browserHistory);
  render(
    <HistoryRouter history={history}>
      <Routes>
        <Route path="/workorder/details" element={<Editor onAction={onAction} />} />
        <Route path="/workorder" element={<p>Work Orders list</p>} />
      </Routes>
    </HistoryRouter>,
  );
  return history;
}

const location = () => screen.getByTestId('location');
const dialog = () => screen.queryByRole('dialog', { name: 'Unsaved Changes' });

describe('useUnsavedChangesGuard', () => {
  it('asks before a dirty editor is left: Stay keeps the page, Leave navigates', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('link', { name: 'Back to List' }));

    expect(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).toHaveTextContent(
      'You have unsaved changes on this work order. Leave without saving?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(location()).toHaveTextContent('/workorder/details?id=42');
    await vi.waitFor(() => expect(dialog()).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('link', { name: 'Back to List' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Work Orders list')).toBeInTheDocument();
  });

  it('asks on browser back and on another order (the id changes)', async () => {
    const history = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('link', { name: 'Other order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(location()).toHaveTextContent('/workorder/details?id=42');
    await vi.waitFor(() => expect(dialog()).not.toBeInTheDocument());

    // Back has already moved the address bar when the router hears of it: Stay puts it back on the order.
    history.go(-1);
    await userEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    await vi.waitFor(() => expect(window.location.search).toBe('?id=42'));
    expect(location()).toHaveTextContent('/workorder/details?id=42');
    await vi.waitFor(() => expect(dialog()).not.toBeInTheDocument());

    history.go(-1);
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Work Orders list')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/workorder');
    expect(dialog()).not.toBeInTheDocument();
  });

  it('lets a clean editor go without asking', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('link', { name: 'Back to List' }));
    expect(await screen.findByText('Work Orders list')).toBeInTheDocument();
    expect(dialog()).not.toBeInTheDocument();
  });

  it('does not ask on a tab change of the same record', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('link', { name: 'Notes' }));
    expect(location()).toHaveTextContent('/workorder/details?id=42&tab=notes');
    expect(dialog()).not.toBeInTheDocument();
  });

  it('lets the navigation that follows a save through', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(location()).toHaveTextContent('/workorder/details?id=77'));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('confirmLeave asks first when dirty and runs the action only on Leave', async () => {
    const onAction = vi.fn();
    renderEditor(onAction);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Child' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(onAction).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(dialog()).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Add Child' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await vi.waitFor(() => expect(location()).toHaveTextContent('/workorder/details?id=99'));
    expect(onAction).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(dialog()).not.toBeInTheDocument());
  });

  it('asks the browser before the tab closes only while dirty', async () => {
    renderEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(unload()).toBe(true);
  });
});
