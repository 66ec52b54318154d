import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAs, stubApi, userOf } from '../../../entities/work-orders/test-helpers';
import type { CustomerListRow } from './api/get-customer-list';
import CustomersListPage from './customers-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const customer = (id: number, customername: string): CustomerListRow => ({
  id,
  customername,
  isactive: true,
  contactname: 'Cara Client',
  contactfirstname: 'Cara',
  contactlastname: 'Client',
  contactphone: '5125550100',
  contactemail: `c${id}@test`,
  streetaddress: '1 Main St',
  city: 'Austin',
  statecode: 'TX',
  postalcode: '78701',
});
const ROWS = [customer(7, 'Big Box Retail'), customer(8, 'Corner Cafe')];
const SITE = {
  id: 31,
  customerid: 7,
  customername: 'Big Box Retail',
  jobsite: 'S-001',
  jobsitedescription: 'Store 1',
  streetaddress: '5 Oak St',
  streetaddress2: null,
  city: 'Austin',
  statecode: 'TX',
  postalcode: '78702',
  phone: '5125550111',
  contactperson: 'Sam',
  email: null,
  specialprocedure: null,
};
const routes = {
  'GET /api/customer/getcustomerlist': {
    status: 200,
    body: { data: ROWS, totalCount: 2, totalCountIsExact: true },
  },
  'GET /api/jobsites/getjobsites': {
    status: 200,
    body: { data: [SITE], totalCount: 1, totalCountIsExact: true },
  },
  'GET /api/site/meta': { status: 200, body: [] },
  'GET /api/views/getviews': { status: 200, body: [] },
};

describe('Customers list (/customer)', () => {
  it('shows the spec columns, the name linking to the details, and Add Customer', async () => {
    stubApi(routes);
    renderAs(userOf('Dispatchers'), <CustomersListPage />);
    const link = await screen.findByRole('link', { name: 'Big Box Retail' });
    expect(link).toHaveAttribute('href', '/customer/details?id=7');
    for (const name of [
      'Customer Name',
      'Active',
      'Contact Name',
      'Phone',
      'Email',
      'City',
      'State',
      'Postal Code',
    ]) {
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByText('+1 (512) 555-0100').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Add Customer' })).toBeInTheDocument();
  });

  it('a row expands into its job sites with view, edit and delete but no add', async () => {
    const api = stubApi(routes);
    renderAs(userOf('Dispatchers'), <CustomersListPage />);
    const toggle = await screen.findByRole('button', { name: 'Show job sites of Big Box Retail' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(await screen.findByText('S-001')).toBeInTheDocument();
    expect(api.callsTo('GET /api/jobsites/getjobsites')[0]?.search.get('customerid')).toBe('7');
    expect(screen.getByRole('button', { name: 'Hide job sites of Big Box Retail' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'View job site S-001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit job site S-001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Job Site' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete job site S-001' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Job Site' });
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete Job Site' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('DELETE /api/customer/removejobsite/31')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Hide job sites of Big Box Retail' }));
    await waitFor(() => expect(screen.queryByText('S-001')).not.toBeInTheDocument());
  });
});
