import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAs, stubApi, userOf } from '../../../entities/work-orders/test-helpers';
import { workOrderKeys } from '../api/query-keys';
import { FollowUpTab } from './follow-up-tab';
import { makeDetail } from './editor-test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ROUTE = 'PUT /api/workorder/updatefollowup';

describe('FollowUpTab', () => {
  it('saves a change at once, toasts Updated! and refreshes the order', async () => {
    const api = stubApi({
      [ROUTE]: {
        status: 200,
        body: { id: 42, customercalled: true, vendorcalled: true, modifieddate: '2026-03-03T10:00:00.000Z' },
      },
    });
    const { client } = renderAs(
      userOf('Dispatchers'),
      <FollowUpTab workOrder={makeDetail({ vendorcalled: true })} />,
    );
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const customer = screen.getByRole('checkbox', { name: 'Customer Called?' });
    expect(customer).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Vendor Called?' })).toBeChecked();

    await userEvent.click(customer);
    expect(customer).toBeChecked();
    expect(await screen.findByText('Updated!')).toBeInTheDocument();
    expect(api.callsTo(ROUTE).map((call) => call.body)).toEqual([
      { id: 42, customercalled: true, vendorcalled: true },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: workOrderKeys.detailAll(42) });
  });

  it('puts the box back when the save fails', async () => {
    stubApi({ [ROUTE]: { status: 500, body: { message: 'Internal Server Error' } } });
    renderAs(userOf('Dispatchers'), <FollowUpTab workOrder={makeDetail()} />);
    const vendor = screen.getByRole('checkbox', { name: 'Vendor Called?' });
    await userEvent.click(vendor);
    await waitFor(() => expect(vendor).not.toBeChecked());
    await waitFor(() => expect(vendor).toBeEnabled());
    expect(screen.queryByText('Updated!')).not.toBeInTheDocument();
  });

  it.each(['Vendor', 'Tech', 'Customer', 'Employee'] as const)('is read-only for %s users', async (role) => {
    const api = stubApi({});
    renderAs(userOf(role), <FollowUpTab workOrder={makeDetail({ customercalled: true })} />);
    const customer = screen.getByRole('checkbox', { name: 'Customer Called?' });
    expect(customer).toBeChecked();
    expect(customer).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Vendor Called?' })).toBeDisabled();
    await userEvent.click(customer, { pointerEventsCheck: 0 });
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
