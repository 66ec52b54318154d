import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectDateMessage } from '../../test/dates';
import { FollowUpDateDialog } from './follow-up-date-dialog';
import { ScheduleDateDialog } from './schedule-date-dialog';
import { DISPATCHERS, makeRow, renderAs, stubApi, userOf } from './test-helpers';
import { WorkOrderNoteDialog } from './work-order-note-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

const noop = () => undefined;

describe('WorkOrderNoteDialog (Add Note, 600x450)', () => {
  it('Internal (the default) disables and clears the additional e-mails and Include Customer', async () => {
    stubApi({ 'GET /api/user/getdispatchers': { status: 200, body: DISPATCHERS } });
    renderAs(userOf('Dispatchers'), <WorkOrderNoteDialog isOpen row={makeRow()} onClose={noop} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Note' });
    const emails = within(dialog).getByLabelText('Additional Email Addresses');
    const includeCustomer = within(dialog).getByRole('checkbox', { name: 'Include Customer' });
    expect(emails).toBeDisabled();
    expect(includeCustomer).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Customer' }));
    expect(emails).toBeEnabled();
    await userEvent.type(emails, 'ops@acme.test, site@acme.test');
    await userEvent.click(includeCustomer);
    expect(includeCustomer).toBeChecked();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Internal' }));
    expect(emails).toHaveValue('');
    expect(emails).toBeDisabled();
    expect(includeCustomer).not.toBeChecked();
    expect(includeCustomer).toBeDisabled();
  });

  it('requires the note, checks the e-mail list, and saves typeid 2 for a non-Internal type', async () => {
    const api = stubApi({
      'GET /api/user/getdispatchers': { status: 200, body: DISPATCHERS },
      'POST /api/workorder/savenote': { status: 201, body: { id: 5 } },
    });
    const onSaved = vi.fn();
    renderAs(
      userOf('Dispatchers'),
      <WorkOrderNoteDialog isOpen row={makeRow()} onClose={noop} onSaved={onSaved} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add Note' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Note is required.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Vendor called, on the way');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Client and Vendor' }));
    await userEvent.type(within(dialog).getByLabelText('Additional Email Addresses'), 'ops@acme.test, nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter valid e-mail addresses separated by commas.'),
    ).toBeInTheDocument();

    const emails = within(dialog).getByLabelText('Additional Email Addresses');
    await userEvent.clear(emails);
    await userEvent.type(emails, 'ops@acme.test, site@acme.test');
    await userEvent.click(within(dialog).getByLabelText('Users'));
    await userEvent.click(await screen.findByRole('option', { name: 'Eli Ops' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'High Priority' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workorder/savenote')[0]!.body).toEqual({
      workorderid: 42,
      note: 'Vendor called, on the way',
      type: 4,
      typeid: 2,
      pertainsto: 2,
      emailuserids: [4],
      emails: 'ops@acme.test, site@acme.test',
      includecustomer: false,
      highpriority: true,
      customerupdated: false,
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('the portal popup (savePortalNote) has only the note and the e-mails, and saves through the given call', async () => {
    const api = stubApi({});
    const savePortalNote = vi.fn().mockResolvedValue({ id: 9 });
    renderAs(
      userOf('Vendor'),
      <WorkOrderNoteDialog isOpen row={makeRow()} onClose={noop} savePortalNote={savePortalNote} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add Note' });
    expect(within(dialog).getByText(/WO-1042/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Type' })).toBeNull();
    expect(within(dialog).queryByLabelText('Users')).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: 'Include Customer' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Note is required.')).toBeInTheDocument();
    expect(savePortalNote).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/^Note/), '  On site at 3  ');
    await userEvent.type(within(dialog).getByLabelText('Additional Email Addresses'), 'a@x.test,, b@x.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(savePortalNote).toHaveBeenCalledWith({
      workorderid: 42,
      note: 'On site at 3',
      emails: 'a@x.test, b@x.test',
    });
    // Neither the staff call nor the dispatchers lookup (a vendor may not read them).
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});

describe('date popups (400x300)', () => {
  it("Update Schedule Date: 'Schedule Date is required.' and 'Reason is required'", async () => {
    const api = stubApi({});
    renderAs(userOf('Dispatchers'), <ScheduleDateDialog isOpen row={makeRow()} onClose={noop} />);
    const dialog = screen.getByRole('dialog', { name: 'Update Schedule Date' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectDateMessage('Schedule Date is required.', within(dialog));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('Update Schedule Date sends the calendar date and the reason', async () => {
    const api = stubApi({ 'PUT /api/workorder/updatescheduledate': { status: 200, body: {} } });
    const onSaved = vi.fn();
    renderAs(
      userOf('Dispatchers'),
      <ScheduleDateDialog
        isOpen
        row={makeRow({ scheduledate: '2025-03-05T00:00:00.000Z' })}
        onClose={noop}
        onSaved={onSaved}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Update Schedule Date' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Vendor asked for Friday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('PUT /api/workorder/updatescheduledate')[0]!.body).toEqual({
      id: 42,
      scheduledate: '2025-03-05',
      reason: 'Vendor asked for Friday',
    });
  });

  it("Update Follow-up Date: 'Follow-up Date is required.', the reason is optional", async () => {
    stubApi({});
    renderAs(userOf('Dispatchers'), <FollowUpDateDialog isOpen row={makeRow()} onClose={noop} />);
    const dialog = screen.getByRole('dialog', { name: 'Update Follow-up Date' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectDateMessage('Follow-up Date is required.', within(dialog));
    expect(within(dialog).queryByText(/Reason is required/)).not.toBeInTheDocument();
  });
});
