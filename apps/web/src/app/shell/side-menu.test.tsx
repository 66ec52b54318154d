import { USERS } from '@dispatchwise/shared/permissions/test-users';
import type { Role } from '@dispatchwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { isItemActive, SideMenu } from './side-menu';

const topLevel = (role: Role) => {
  renderWithProviders(<SideMenu user={USERS[role]} isCollapsed={false} />, { route: '/home' });
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === nav.querySelector(':scope > ul') || item.parentElement === nav)
    .map((item) => item.textContent);
};

describe('SideMenu (shared MENU with each role’s rules)', () => {
  it('Admin sees every staff menu and Admin, not Accounting or the portals', () => {
    expect(topLevel('Admin')).toEqual([
      'Home',
      'Dashboard',
      'Work Orders',
      'Customers',
      'Vendors',
      'Reporting',
      'Admin',
    ]);
  });

  it('AccountingAdmin sees Accounting and no Admin', () => {
    const items = topLevel('AccountingAdmin');
    expect(items).toContain('Accounting');
    expect(items).not.toContain('Admin');
  });

  it('Vendor sees only Home, My Profile, My Work Orders and Today’s Work', () => {
    expect(topLevel('Vendor')).toEqual(['Home', 'My Profile', 'My Work Orders', 'Today’s Work']);
  });

  it('Customer sees only Home and My Work Orders', () => {
    expect(topLevel('Customer')).toEqual(['Home', 'My Work Orders']);
  });

  it('opens a section to show its items, e.g. Reassign Dispatcher for Admin only', async () => {
    renderWithProviders(<SideMenu user={USERS.Admin} isCollapsed={false} />, { route: '/home' });
    await userEvent.click(screen.getByRole('button', { name: 'Customers' }));
    expect(await screen.findByRole('link', { name: 'Reassign Dispatcher' })).toHaveAttribute(
      'href',
      '/customer/reassigndispatcher',
    );
  });

  it('collapsed, shows icons only and opens a section as a pop-out menu', async () => {
    renderWithProviders(<SideMenu user={USERS.Dispatchers} isCollapsed />, { route: '/home' });
    expect(screen.queryByText('Work Orders')).not.toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    await userEvent.click(buttons[0]!);
    expect(await screen.findByRole('menuitem', { name: 'Work Order List' })).toBeInTheDocument();
  });

  it('marks items with a query current only when the query matches', () => {
    expect(
      isItemActive(
        '/vendorprofile/workorderlist?status=open',
        '/vendorprofile/workorderlist',
        '?status=open',
      ),
    ).toBe(true);
    expect(
      isItemActive(
        '/vendorprofile/workorderlist?status=open',
        '/vendorprofile/workorderlist',
        '?status=invoiced',
      ),
    ).toBe(false);
    expect(isItemActive('/admin', '/admin/', '')).toBe(true);
  });
});
