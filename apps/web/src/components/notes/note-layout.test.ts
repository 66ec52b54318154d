import { describe, expect, it } from 'vitest';
import type { NoteOfArea } from './api/types';
import {
  NOTE_RANK,
  noteDateColumn,
  noteFieldColumn,
  noteFlagColumn,
  noteNumberColumn,
  noteTextColumn,
} from './note-columns';
import { noteLayout } from './note-layout';

type Note = NoteOfArea['workorder'];

// A work order's Notes columns (spec B "Notes tab") as features/work-orders declares them.
const COLUMNS = [
  noteNumberColumn<Note>(),
  noteTextColumn<Note>(),
  noteFieldColumn<Note>('createdbyuser', 'Added By', { hasHeaderFilter: true }),
  noteDateColumn<Note>(),
  noteFieldColumn<Note>('type', 'Type', { size: 130, hasHeaderFilter: true }),
  noteFieldColumn<Note>('pertainstoname', 'Pertains To', { size: 120, hasHeaderFilter: true }),
  noteFlagColumn<Note>('highpriority', 'High Priority'),
  noteFlagColumn<Note>('customerupdated', 'Customer Updated'),
  noteFieldColumn<Note>('emailusers', 'Emails', { size: 180, rank: NOTE_RANK.list }),
  noteFieldColumn<Note>('emails', 'Additional', { size: 180, rank: NOTE_RANK.list }),
];

describe('noteLayout (the Notes grid per width, decision 193)', () => {
  it('keeps every column where the grid is wide enough, and when its width is not known yet', () => {
    expect(noteLayout(COLUMNS, 1700)).toEqual({ stacked: [], noteSize: undefined });
    expect(noteLayout(COLUMNS, null)).toEqual({ stacked: [], noteSize: undefined });
  });

  it('moves the e-mail lists under the note first (1920 px with the side panel: about 1,250 px)', () => {
    expect(noteLayout(COLUMNS, 1250).stacked).toEqual(['emailusers', 'emails']);
  });

  it('keeps who, when and the type beside the note at 1440 px with the side panel (about 770 px)', () => {
    expect(noteLayout(COLUMNS, 770)).toEqual({
      stacked: ['pertainstoname', 'notenumber', 'highpriority', 'customerupdated', 'emailusers', 'emails'],
      noteSize: 280,
    });
  });

  it('leaves the note alone on a phone, everything else under it', () => {
    expect(noteLayout(COLUMNS, 350)).toEqual({
      stacked: [
        'createddate',
        'createdbyuser',
        'type',
        'pertainstoname',
        'notenumber',
        'highpriority',
        'customerupdated',
        'emailusers',
        'emails',
      ],
      noteSize: 280,
    });
    expect(noteLayout(COLUMNS, 250).noteSize).toBe(226);
  });
});
