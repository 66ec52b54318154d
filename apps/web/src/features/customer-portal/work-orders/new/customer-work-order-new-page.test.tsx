import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../../entities/work-orders/test-helpers';
import { blankOrder, CUSTOMER, customerOrder, renderPortal } from '../../test-fixtures';
import CustomerWorkOrderNewPage from './customer-work-order-new-page';
import { typeDate } from '../../../../test/dates';

const BLANK = 'GET /api/customerprofile/workorder';

const SAVE = 'POST /api/customerprofile/saveworkorder';

function renderNew(extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [BLANK]: { status: 200, body: blankOrder() },
    'GET /api/site/meta': { status: 200, body: [] },
    ...extra,
  });
  renderPortal(
    CUSTOMER,
    <Routes>
      <Route path="/customerprofile/workorder/new" element={<CustomerWorkOrderNewPage />} />
      <Route path="/customerprofile/workorderdetails" element={<p>Details page</p>} />
    </Routes>,
    '/customerprofile/workorder/new?id=0',
  );
  return api;
}

describe('New work order (/customerprofile/workorder/new?id=0)', () => {
  beforeEach(() => localStorage.clear());

  it("shows only the Work Order tab with the caller's customer read-only and its own job sites", async () => {
    const api = renderNew();
    expect(await screen.findByLabelText('Customer')).toHaveValue('Big Box Stores');
    expect(screen.getByLabelText('Customer')).toHaveAttribute('readonly');
    expect(api.callsTo(BLANK)[0]!.search.get('id')).toBe('0');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Work Order']);
    await userEvent.click(screen.getByRole('combobox', { name: /Job Site/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Store 12 — Austin', 'Store 14 — Dallas']);
  });

  it("says what is missing, then saves and goes to the new order's details with 'Work Order Saved'", async () => {
    const api = renderNew({ [SAVE]: { status: 201, body: customerOrder({ id: 77, wonumber: 'WO-1077' }) } });
    await screen.findByLabelText('Customer');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job Site is required.')).toBeInTheDocument();
    expect(screen.getByText('Due Date is required.')).toBeInTheDocument();
    expect(screen.getByText('Brief Description is required.')).toBeInTheDocument();
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox', { name: /Job Site/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Store 14 — Dallas' }));
    await typeDate('Due Date', '12012030');
    await userEvent.type(screen.getByLabelText(/PO Number/), 'PO-9');
    await userEvent.type(screen.getByLabelText(/Brief Description/), 'Leaking sink');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Details page')).toBeInTheDocument();
    expect(screen.getByText('Work Order Saved')).toBeInTheDocument();
    expect(api.callsTo(SAVE)[0]!.body).toMatchObject({
      jobsiteid: 302,
      ponumber: 'PO-9',
      priorityid: 3,
      duedate: '2030-12-01',
      tradeids: [],
      nte: null,
      briefdescription: 'Leaking sink',
    });
    expect(api.callsTo(SAVE)[0]!.body).not.toHaveProperty('customerid');
  });

  it("shows the API's refusal on its field", async () => {
    renderNew({
      [SAVE]: {
        status: 400,
        body: { message: 'Job Site is invalid.', errors: { jobsiteid: 'Job Site is invalid.' } },
      },
    });
    await screen.findByLabelText('Customer');
    await userEvent.click(screen.getByRole('combobox', { name: /Job Site/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Store 12 — Austin' }));
    await typeDate('Due Date', '12012030');
    await userEvent.type(screen.getByLabelText(/Brief Description/), 'Leaking sink');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job Site is invalid.')).toBeInTheDocument();
    expect(screen.getByText('Failed to submit the form')).toBeInTheDocument();
  });
});
