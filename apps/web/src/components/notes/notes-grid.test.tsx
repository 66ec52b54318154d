import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render';
import { noteDateColumn, noteFieldColumn, noteFlagColumn, noteTextColumn } from './note-columns';
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
