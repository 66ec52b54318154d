import { DEFAULT_ROLE_PERMISSIONS, type Role } from '@dispatchwise/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionContext, type Profile } from '../lib/session';
import { renderWithProviders } from '../test/render';
import { AccessDenied } from './access-denied';

// The refusal of a route a role may not use (docs/decisions/021, 193): the spec's text, what it means, a way out.

const userOf = (role: Role, overrides: Partial<Profile> = {}): Profile => ({
  id: 7,
  user_id: 'user-7',
  email: `${role.toLowerCase()}@dispatchwise.test`,
  name: `${role} User`,
  given_name: role,
  family_name: 'User',
  roles: [role],
  permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
  vendorid: role === 'Vendor' || role === 'Tech' ? 3 : null,
  customerid: role === 'Customer' ? 4 : null,
  reports: [],
  ...overrides,
});

const renderAt = (
  route: string,
  user: Profile,
  message: 'Unauthorized' | 'Unauthorized to view this page.',
) =>
  renderWithProviders(
    <SessionContext.Provider value={user}>
      <AccessDenied message={message} />
    </SessionContext.Provider>,
    { route },
  );

describe('AccessDenied', () => {
  it("shows the spec's refusal text, says what it means and leads a staff member home", () => {
    renderAt('/admin', userOf('Dispatchers'), 'Unauthorized');
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('You do not have access to this page.');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
  });

  it("keeps the job-site pages' own text", () => {
    renderAt(
      '/customer/jobsites',
      userOf('Employee', { permissions: [] }),
      'Unauthorized to view this page.',
    );
    expect(screen.getByRole('heading', { name: 'Unauthorized to view this page.' })).toBeInTheDocument();
  });

  it('leads a technician back to the portal work orders', () => {
    renderAt('/vendorprofile/today', userOf('Tech', { vendorid: null }), 'Unauthorized');
    expect(screen.getByRole('link', { name: 'Go to My Work Orders' })).toHaveAttribute(
      'href',
      '/vendorprofile/workorderlist?status=open',
    );
  });

  it('leads home when the portal list is the refused page itself', () => {
    renderAt('/customerprofile/workorderlist', userOf('Customer', { permissions: [] }), 'Unauthorized');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
  });
});
