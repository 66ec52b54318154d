// The notes module's door (docs/decisions/123, 124): notes of any owner through its adapter.
export { isNoteVisibleTo, type NoteOwner } from './note-owner';
export { noteRoutes } from './notes.routes';
export { buildNotesPdfTable, exportNotesPdf, findNotes } from './notes.service';
export { addNote } from './notes.write';
