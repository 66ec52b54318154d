import { JOB_SITE_MESSAGES } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobSite } from '../../entities/job-sites';
import { renderAs, stubApi, userOf } from '../../entities/work-orders/test-helpers';
import JobSitesPage, { JOB_SITES_UNAUTHORIZED } from './job-sites-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SITE: JobSite = {
  id: 41,
  customerid: 9,
  customername: 'Big Box Retail',
  jobsite: '1001',
  jobsitedescription: 'Main Street Store',
  streetaddress: '123 Main St',
  streetaddress2: null,
  city: 'Springfield',
  statecode: 'IL',
  postalcode: '62701',
  phone: null,
  contactperson: null,
  email: null,
  specialprocedure: null,
  procedures: [{ id: 1, procedure: 'Sign in at the front desk' }],
  createdDate: '2026-01-05T10:00:00.000Z',
  updatedDate: '2026-01-06T10:00:00.000Z',
};

/** The list's row: the grid protocol's page carries no procedures or dates. */
const { procedures: _procedures, createdDate: _created, updatedDate: _updated, ...ROW } = SITE;

const ROUTES = {
  'GET /api/customer/getcustomers': {
    status: 200,
    body: [{ id: 9, customername: 'Big Box Retail', isactive: true }],
  },
  'GET /api/jobsites/getjobsites': { status: 200, body: { data: [ROW], totalCount: 1 } },
  'GET /api/jobsites/getjobsite': { status: 200, body: SITE },
  'GET /api/geoinfo/getstates': {
    status: 200,
    body: [{ id: 14, statecode: 'IL', statename: 'Illinois' }],
  },
};

describe('Job-site list', () => {
  it('says Unauthorized to view this page. without read:jobsites', () => {
    stubApi(ROUTES);
    renderAs(userOf('Vendor'), <JobSitesPage />);
    expect(screen.getByText(JOB_SITES_UNAUTHORIZED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show All' })).not.toBeInTheDocument();
  });

  it('asks for nothing until a customer or Show All, then lists every site', async () => {
    const api = stubApi(ROUTES);
    renderAs(userOf('Dispatchers'), <JobSitesPage />);
    expect(await screen.findByText('Choose a customer or Show All.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/jobsites/getjobsites')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Show All' }));
    expect(await screen.findByRole('cell', { name: 'Main Street Store' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/jobsites/getjobsites')[0]!.search.has('customerid')).toBe(false);
    // Dispatchers edit (edit:jobsites) but do not delete (delete:jobsites).
    expect(screen.getByRole('button', { name: 'Edit 1001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete 1001' })).not.toBeInTheDocument();
  });

  it('edit form: phone, contact person and a valid e-mail are required, the phone masked', async () => {
    const api = stubApi({
      ...ROUTES,
      'PUT /api/customer/updatejobsite': { status: 200, body: SITE },
    });
    const user = userEvent.setup();
    renderAs(userOf('Dispatchers'), <JobSitesPage />);
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: 'Big Box Retail' }));
    expect(api.callsTo('GET /api/jobsites/getjobsites').at(-1)!.search.get('customerid')).toBe('9');
    await user.click(await screen.findByRole('button', { name: 'Edit 1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job Site' });
    // The popup's form loads on first opening (decision 197).
    expect(await within(dialog).findByDisplayValue('Sign in at the front desk')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Phone is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Contact Person is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required.')).toBeInTheDocument();

    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await user.type(phone, '217555');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(JOB_SITE_MESSAGES.phone)).toBeInTheDocument();
    expect(within(dialog).getByText('Email is invalid.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/customer/updatejobsite')).toHaveLength(0);

    await user.type(phone, '0100');
    expect(phone).toHaveValue('+1 (217) 555-0100');
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'store@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact Person' }), 'Pat');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /api/customer/updatejobsite')[0]!.body).toMatchObject({
      id: 41,
      jobsite: '1001',
      statecode: 'IL',
      phone: '2175550100',
      contactperson: 'Pat',
      email: 'store@example.com',
      procedures: [{ procedure: 'Sign in at the front desk' }],
    });
    expect(await screen.findByText('Updated!')).toBeInTheDocument();
  });
});
