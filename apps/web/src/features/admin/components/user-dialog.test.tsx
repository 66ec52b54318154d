import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import type { ReportOption, RoleOption } from '../types';
import { UserDialog } from './user-dialog';

describe('UserDialog (User Information)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          '/api/site/meta': [],
          '/api/admin/getroles': [
            { id: 1, name: 'Admin' },
            { id: 2, name: 'Dispatchers' },
            { id: 5, name: 'Vendor' },
          ] satisfies RoleOption[],
          '/api/admin/getreports': [
            { id: 1, reportname: 'Open Work Orders', showdateselection: true },
          ] satisfies ReportOption[],
        }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the required messages with their captions and the invitation hint for a new user', async () => {
    renderWithProviders(<UserDialog isOpen user={null} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'User Information' })).toBeInTheDocument();
    expect(screen.getByText('Leave empty to e-mail an invitation')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('First Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Role is required.')).toBeInTheDocument();
  });

  it('rejects an invalid e-mail and asks for the vendor of a Vendor user', async () => {
    renderWithProviders(<UserDialog isOpen user={null} onClose={() => undefined} />);
    await userEvent.type(screen.getByLabelText(/First Name/), 'Val');
    await userEvent.type(screen.getByLabelText(/Last Name/), 'Vendor');
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
    await userEvent.click(screen.getByLabelText('Role'));
    await userEvent.click(await screen.findByRole('option', { name: 'Vendor' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Email is invalid.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Vendor is required.')).toBeInTheDocument());
    expect(screen.queryByText('Role is required.')).not.toBeInTheDocument();
  });
});
