export { NotesGrid, type AddNoteDialogProps, type NotesGridProps } from './notes-grid';
export {
  noteDateColumn,
  noteFieldColumn,
  noteFlagColumn,
  noteNumberColumn,
  noteTextColumn,
  NOTE_RANK,
  type NoteColumn,
  type NoteRow,
} from './note-columns';
export { noteLayout } from './note-layout';
export { isHtmlNote, noteHtmlToReact, noteToPlainText, NoteText } from './note-text';
export { getNotes, notesKey, useNotes } from './api/get-notes';
export { exportNotesPdf } from './api/export-notes-pdf';
export type { NoteBase, NoteOfArea, NoteOwner } from './api/types';
