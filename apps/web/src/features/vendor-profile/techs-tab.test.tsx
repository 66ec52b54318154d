import { VENDOR_PORTAL_MESSAGES } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAs, stubApi } from '../../entities/work-orders/test-helpers';
import { PASSWORD_MATCH_TEXT } from './tech-password-dialog';
import { TechsTab } from './techs-tab';
import { makeTech, portalUser } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOM = makeTech(31, 'Tom', 'Tech');
const techsRoute = {
  'GET /api/vendorprofile/vendortechs': { status: 200, body: [TOM, makeTech(32, 'Sue', 'Wire')] },
};
const renderTab = () => renderAs(portalUser('Vendor'), <TechsTab />);

const openRowAction = async (name: string, action: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
};

describe('Technicians tab', () => {
  it('lists the vendor’s techs on pages of 20', async () => {
    stubApi(techsRoute);
    renderTab();
    expect(await screen.findByText('tom@bluebonnet.test')).toBeInTheDocument();
    expect(screen.getByText('sue@bluebonnet.test')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /rows per page/i })).toHaveTextContent('20');
  });

  it('Add Tech requires First Name, Last Name and e-mail, then creates the tech', async () => {
    const api = stubApi({
      ...techsRoute,
      'POST /api/vendorprofile/createtech': { status: 201, body: makeTech(33, 'Ned', 'New') },
    });
    renderTab();
    await screen.findByText('tom@bluebonnet.test');
    await userEvent.click(screen.getByRole('button', { name: 'Add Tech' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tech' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of ['First Name is required.', 'Last Name is required.', 'Email is required.']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo('POST /api/vendorprofile/createtech')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^First Name/ }), 'Ned');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Last Name/ }), 'New');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'ned@bluebonnet.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VENDOR_PORTAL_MESSAGES.techCreated)).toBeInTheDocument();
    expect(api.callsTo('POST /api/vendorprofile/createtech')[0]!.body).toEqual({
      given_name: 'Ned',
      family_name: 'New',
      email: 'ned@bluebonnet.test',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('GET /api/vendorprofile/vendortechs').length).toBeGreaterThan(1);
  });

  it('a taken e-mail keeps the popup open with the API’s message', async () => {
    stubApi({
      ...techsRoute,
      'POST /api/vendorprofile/createtech': {
        status: 409,
        body: { message: 'A user with this email already exists.' },
      },
    });
    renderTab();
    await screen.findByText('tom@bluebonnet.test');
    await userEvent.click(screen.getByRole('button', { name: 'Add Tech' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tech' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^First Name/ }), 'Ned');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Last Name/ }), 'New');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'tom@bluebonnet.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A user with this email already exists.')).toBeInTheDocument();
  });

  it('Edit Tech opens the tech’s values and updates them', async () => {
    const api = stubApi({
      ...techsRoute,
      'PATCH /api/vendorprofile/updatetech': { status: 200, body: { ...TOM, family_name: 'Tinker' } },
    });
    renderTab();
    const dialog = await openRowAction('Tom Tech', 'Edit Tech');
    expect(dialog).toHaveAccessibleName('Edit Tech');
    const last = within(dialog).getByRole('textbox', { name: /^Last Name/ });
    expect(last).toHaveValue('Tech');
    await userEvent.clear(last);
    await userEvent.type(last, 'Tinker');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VENDOR_PORTAL_MESSAGES.techUpdated)).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/vendorprofile/updatetech')[0]!.body).toEqual({
      id: 31,
      given_name: 'Tom',
      family_name: 'Tinker',
      email: 'tom@bluebonnet.test',
    });
  });

  it('Change Password says live whether the two match and saves only then', async () => {
    const api = stubApi({
      ...techsRoute,
      'PATCH /api/vendorprofile/techpassword': { status: 200, body: { ...TOM, haspassword: true } },
    });
    renderTab();
    const dialog = await openRowAction('Tom Tech', 'Change Password');
    expect(dialog).toHaveAccessibleName('Change Password');
    expect(within(dialog).getByRole('textbox', { name: 'Tech' })).toHaveValue('Tom Tech');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await userEvent.type(within(dialog).getByLabelText(/^New Password/), 'Secret-123');
    expect(within(dialog).getByRole('status')).toHaveTextContent(PASSWORD_MATCH_TEXT.differ);
    expect(save).toBeDisabled();
    const confirm = within(dialog).getByLabelText('Confirm Password');
    await userEvent.type(confirm, 'Secret-12');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Use same password');
    expect(save).toBeDisabled();
    await userEvent.type(confirm, '3');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Password Matched');
    expect(save).toBeEnabled();

    await userEvent.click(save);
    expect(await screen.findByText(VENDOR_PORTAL_MESSAGES.techUpdated)).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/vendorprofile/techpassword')[0]!.body).toEqual({
      id: 31,
      password: 'Secret-123',
    });
  });

  it('a password the API refuses shows its rule on New Password', async () => {
    stubApi({
      ...techsRoute,
      'PATCH /api/vendorprofile/techpassword': {
        status: 400,
        body: {
          message: 'Validation failed',
          errors: { password: 'Password must be at least 8 characters.' },
        },
      },
    });
    renderTab();
    const dialog = await openRowAction('Tom Tech', 'Change Password');
    await userEvent.type(within(dialog).getByLabelText(/^New Password/), 'short');
    await userEvent.type(within(dialog).getByLabelText('Confirm Password'), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Password must be at least 8 characters.')).toBeInTheDocument();
  });
});
