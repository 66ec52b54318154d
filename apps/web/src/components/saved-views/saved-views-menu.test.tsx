import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render';
import { NewViewDialog } from './new-view-dialog';
import { SavedViewsMenu } from './saved-views-menu';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('saved views', () => {
  it('the New view dialog asks for a name and is set as default by default', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(<NewViewDialog isOpen onClose={() => undefined} onSave={onSave} />);
    const name = screen.getByPlaceholderText('Enter New View Name');
    expect(screen.getByRole('checkbox', { name: 'Set as default' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('View Name is required.')).toBeInTheDocument();
    await user.type(name, 'My dispatch');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ viewName: 'My dispatch', isDefault: true }));
  });

  it('applies the default view on load, once per tab, and cannot delete it', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          '/api/view/getuserviews': [
            { viewid: 4, viewname: 'Mine', viewtype: 'w', isdefault: true, view: { pageSize: 50 } },
            { viewid: 5, viewname: 'Other', viewtype: 'w', isdefault: false, view: { pageSize: 10 } },
          ],
        }),
      ),
    );
    const applyState = vi.fn();
    renderWithProviders(
      <SavedViewsMenu stateKey="workorderlist" viewType="w" getState={() => ({})} applyState={applyState} />,
    );
    await waitFor(() => expect(applyState).toHaveBeenCalledWith({ pageSize: 50 }));
    expect(localStorage.getItem('workorderlist:view')).toBe('4');
    await user.click(screen.getByRole('button', { name: 'Views' }));
    expect(screen.getByRole('menuitem', { name: /Delete/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: /Update/ })).not.toHaveAttribute('aria-disabled');
  });
});
