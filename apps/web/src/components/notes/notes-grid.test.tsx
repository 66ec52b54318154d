import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/format';
import { renderWithProviders, stubFetch } from '../../test/render';
import {
  noteDateColumn,
  noteFieldColumn,
  noteFlagColumn,
  noteNumberColumn,
  noteTextColumn,
} from './note-columns';
import { NotesGrid } from './notes-grid';
import type { NoteOfArea } from './api/types';

type Note = NoteOfArea['workorder'];

afterEach(() => vi.unstubAllGlobals());

const NOTE: Note = {
  id: 9,
  notenumber: 1,
  note: '<p>Gate code <b>1234</b></p>',
  typeid: 2,
  notetypeid: 2,
  type: 'Customer',
  pertainsto: 1,
  pertainstoname: 'Customer',
  emails: null,
  emailuserids: null,
  emailusers: null,
  highpriority: true,
  customerupdated: false,
  includecustomer: false,
  issystem: false,
  createdby: 3,
  createdbyuser: 'Dana Dispatch',
  createddate: '2026-03-04T15:30:00.000Z',
  modifieddate: '2026-03-04T15:30:00.000Z',
  workorderid: 5,
};

describe('NotesGrid (any owner)', () => {
  it('reads the owner’s notes from its area’s path and is read-only without options', async () => {
    const fetchMock = vi.fn(stubFetch({ '/api/workorder/notes/5': [NOTE] }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <NotesGrid
        owner={{ area: 'workorder', id: 5 }}
        columns={[
          noteTextColumn<Note>(),
          noteFieldColumn<Note>('createdbyuser', 'Created By'),
          noteDateColumn<Note>(),
          noteFlagColumn<Note>('highpriority', 'High Priority'),
        ]}
      />,
    );
    expect((await screen.findByText('1234')).tagName).toBe('B');
    expect(screen.getByText('Dana Dispatch')).toBeInTheDocument();
    expect(screen.getByLabelText('High Priority', { selector: 'svg' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/workorder/notes/5']);
    expect(screen.queryByRole('checkbox', { name: 'Include System Notes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export to PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Note' })).not.toBeInTheDocument();
  });
});

/** Lays every observed element out `width` wide, as a browser would report it. */
const observeWidth = (width: number) =>
  class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const entry = { target, contentRect: { width, height: 400 } } as unknown as ResizeObserverEntry;
      this.callback([entry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  };

/** The column titles as shown (MRT's header cell also holds its sort badge). */
const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((header) => header.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent);

describe('NotesGrid per width (decision 193)', () => {
  const columns = [
    noteNumberColumn<Note>(),
    noteTextColumn<Note>(),
    noteFieldColumn<Note>('createdbyuser', 'Added By', { hasHeaderFilter: true }),
    noteDateColumn<Note>(),
    noteFieldColumn<Note>('type', 'Type', { size: 130 }),
    noteFlagColumn<Note>('highpriority', 'High Priority'),
    noteFlagColumn<Note>('customerupdated', 'Customer Updated'),
  ];

  it('on a phone shows the note alone, with the other columns’ values under its text', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch({ '/api/workorder/notes/5': [NOTE] })));
    vi.stubGlobal('ResizeObserver', observeWidth(350));
    renderWithProviders(<NotesGrid owner={{ area: 'workorder', id: 5 }} columns={columns} />);

    const text = await screen.findByText('1234');
    expect(headers()).toEqual(['Note']);
    const cell = text.closest('td')!;
    const details = cell.querySelector('.note-details') as HTMLElement;
    expect([...details.children].map((part) => part.textContent)).toEqual([
      '#1',
      'Added By: Dana Dispatch',
      formatDateTime(NOTE.createddate),
      'Type: Customer',
      'High Priority',
    ]);
    // A flag that is not set says nothing.
    expect(within(cell).queryByText('Customer Updated')).not.toBeInTheDocument();
  });

  it('keeps the columns that fit beside the note at a medium width', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch({ '/api/workorder/notes/5': [NOTE] })));
    vi.stubGlobal('ResizeObserver', observeWidth(830));
    renderWithProviders(<NotesGrid owner={{ area: 'workorder', id: 5 }} columns={columns} />);
    await screen.findByText('1234');
    expect(headers()).toEqual(['#', 'Note', 'Added By', 'Date', 'Type']);
    const details = screen.getByText('1234').closest('td')!.querySelector('.note-details');
    expect(details).toHaveTextContent('High Priority');
    expect(details).not.toHaveTextContent('Dana Dispatch');
  });
});
