import { STATUS } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAs, stubApi, userOf } from '../../../entities/work-orders/test-helpers';
import { noteToPlainText } from '../../../components/notes';
import type { WorkOrderDetail } from '../api/work-order-types';
import { NotesTab } from './notes-tab';
import type { WorkOrderNote } from './notes/note-columns';

const workOrder = (overrides: Partial<WorkOrderDetail> = {}) =>
  ({
    id: 42,
    wonumber: 'WO-1042',
    statusid: STATUS.Dispatched,
    status: 'Dispatched',
    ...overrides,
  }) as WorkOrderDetail;

const note = (overrides: Partial<WorkOrderNote>): WorkOrderNote => ({
  id: 1,
  notenumber: 1,
  note: 'Called the site',
  typeid: 1,
  notetypeid: 1,
  type: 'Internal',
  pertainsto: 2,
  pertainstoname: 'Internal',
  emails: null,
  emailuserids: null,
  emailusers: null,
  highpriority: false,
  customerupdated: false,
  includecustomer: false,
  issystem: false,
  createdby: 3,
  createdbyuser: 'Dana Dispatch',
  createddate: '2026-03-04T15:30:00.000Z',
  modifieddate: '2026-03-04T15:30:00.000Z',
  workorderid: 42,
  ...overrides,
});

const NOTES: WorkOrderNote[] = [
  note({
    id: 4,
    notenumber: 4,
    note: '<p>Roof leak <strong>fixed</strong></p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>',
    type: 'Customer',
    notetypeid: 2,
    typeid: 2,
    pertainstoname: 'Customer',
    customerupdated: true,
    emails: 'ops@acme.test',
  }),
  note({ id: 3, notenumber: 3, note: 'Work order created.', type: 'System', notetypeid: 6, issystem: true }),
  note({
    id: 2,
    notenumber: 2,
    note: 'Vendor phone changed',
    type: 'Vendor Info Change',
    notetypeid: 7,
    issystem: true,
  }),
  note({ id: 1, notenumber: 1, note: 'Called the site', highpriority: true }),
];

const routes = { 'GET /api/workorder/notes/42': { status: 200, body: NOTES } };

const rowTexts = () =>
  screen
    // Hidden too: an open header filter hides the rest of the page from the accessibility tree.
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => row.textContent ?? '');

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotesTab', () => {
  it('hides System and Vendor Info Change notes until Include System Notes is ticked', async () => {
    stubApi(routes);
    renderAs(userOf('Dispatchers'), <NotesTab workOrder={workOrder()} />);
    expect(await screen.findByText('Called the site')).toBeInTheDocument();
    expect(screen.queryByText('Work order created.')).not.toBeInTheDocument();
    expect(screen.queryByText('Vendor phone changed')).not.toBeInTheDocument();
    expect(rowTexts()).toHaveLength(2);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Include System Notes' }));
    expect(screen.getByText('Work order created.')).toBeInTheDocument();
    expect(screen.getByText('Vendor phone changed')).toBeInTheDocument();
    expect(rowTexts()).toHaveLength(4);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Include System Notes' }));
    expect(screen.queryByText('Work order created.')).not.toBeInTheDocument();
  });

  it('shows an HTML note formatted, without its scripts or handlers', async () => {
    stubApi(routes);
    renderAs(userOf('Dispatchers'), <NotesTab workOrder={workOrder()} />);
    const strong = await screen.findByText('fixed');
    expect(strong.tagName).toBe('STRONG');
    const cell = strong.closest('.note-text')!;
    expect(cell.querySelector('p')).not.toBeNull();
    expect(cell.querySelector('img, script, [onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(noteToPlainText(NOTES[0]!.note)).toBe('Roof leak fixed');
  });

  it('Add Note opens the note popup, and is disabled when the order is Invoiced', async () => {
    stubApi({ ...routes, 'GET /api/user/getdispatchers': { status: 200, body: [] } });
    const first = renderAs(userOf('Dispatchers'), <NotesTab workOrder={workOrder()} />);
    const addNote = await screen.findByRole('button', { name: 'Add Note' });
    expect(addNote).toBeEnabled();
    await userEvent.click(addNote);
    expect(await screen.findByRole('dialog', { name: 'Add Note' })).toBeInTheDocument();
    first.unmount();

    renderAs(
      userOf('Dispatchers'),
      <NotesTab workOrder={workOrder({ statusid: STATUS.Invoiced, status: 'Invoiced' })} />,
    );
    expect(await screen.findByRole('button', { name: 'Add Note' })).toBeDisabled();
  });

  it('searches and filters by header values in the browser, and exports what it shows to PDF', async () => {
    const api = stubApi(routes);
    renderAs(userOf('Dispatchers'), <NotesTab workOrder={workOrder()} />);
    await screen.findByText('Called the site');

    await userEvent.click(screen.getByRole('button', { name: 'Filter by Type' }));
    const values = await screen.findByRole('listbox', { name: 'Values of Type' });
    // Only the notes shown (system notes are off) are counted.
    expect(
      within(values)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Customer1', 'Internal1']);
    await userEvent.click(within(values).getByRole('option', { name: /Customer/ }));
    await waitFor(() => expect(rowTexts()).toHaveLength(1));
    expect(screen.getByText('fixed')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(rowTexts()).toHaveLength(2));

    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'site');
    await waitFor(() => expect(rowTexts()).toHaveLength(1));
    expect(screen.getByText('Called the site')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Export to PDF' }));
    await waitFor(() => expect(api.callsTo('GET /api/workorder/notes/42/pdf')).toHaveLength(1));
    const { search } = api.callsTo('GET /api/workorder/notes/42/pdf')[0]!;
    expect(search.get('includesystem')).toBe('false');
    expect(search.get('searchValue')).toBe('site');
  });
});
