import {
  MAX_VIEW_NAME_LENGTH,
  MAX_VIEW_STATE_BYTES,
  type SessionUser,
  type ViewType,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import * as repository from './views.repository';

/**
 * Saved grid views (spec A "Saved views", docs/decisions/085). A view belongs to one user: every
 * read and change is scoped by the signed-in user's id, so another user's viewId is a 404.
 */
export const VIEW_NOT_FOUND = 'View not found.';
export const DEFAULT_VIEW_UNDELETABLE = 'The default view cannot be deleted.';

function checkName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new HttpError(400, 'View Name is required.', { viewName: 'View Name is required.' });
  if (trimmed.length > MAX_VIEW_NAME_LENGTH) {
    const message = `View Name must be at most ${MAX_VIEW_NAME_LENGTH} characters.`;
    throw new HttpError(400, message, { viewName: message });
  }
  return trimmed;
}

function checkState(state: Record<string, unknown>): Record<string, unknown> {
  if (Buffer.byteLength(JSON.stringify(state)) > MAX_VIEW_STATE_BYTES) {
    const message = `The view is too large (at most ${MAX_VIEW_STATE_BYTES / 1024} KB).`;
    throw new HttpError(400, message, { view: message });
  }
  return state;
}

async function checkUniqueName(
  db: Db,
  options: { userid: number; viewtype: string; viewname: string; viewid?: number },
) {
  const existing = await repository.getViewByName(db, options);
  if (existing && existing.viewid !== options.viewid) {
    const message = 'A view with this name already exists.';
    throw new HttpError(400, message, { viewName: message });
  }
}

export function findUserViews(options: { db: Db; user: SessionUser; viewtypes: readonly ViewType[] }) {
  return repository.findUserViews(options.db, { userid: options.user.id, viewtypes: options.viewtypes });
}

export async function getView(options: { db: Db; user: SessionUser; viewid: number }) {
  const view = await repository.getViewById(options.db, { userid: options.user.id, viewid: options.viewid });
  if (!view) throw new HttpError(404, VIEW_NOT_FOUND);
  return view;
}

export async function createView(options: {
  db: Db;
  user: SessionUser;
  input: {
    viewName: string;
    viewType: ViewType;
    isDefault?: boolean | undefined;
    state: Record<string, unknown>;
  };
}) {
  const { db, user, input } = options;
  const viewname = checkName(input.viewName);
  const view = checkState(input.state);
  const isdefault = input.isDefault ?? false;
  return db.transaction(async (tx) => {
    await repository.lockUserViews(tx, user.id);
    await checkUniqueName(tx, { userid: user.id, viewtype: input.viewType, viewname });
    if (isdefault) await repository.clearDefaultView(tx, { userid: user.id, viewtype: input.viewType });
    return repository.insertView(tx, {
      userid: user.id,
      viewname,
      viewtype: input.viewType,
      isdefault,
      view,
    });
  });
}

export async function updateView(options: {
  db: Db;
  user: SessionUser;
  input: {
    viewId: number;
    viewType?: ViewType | undefined;
    viewName?: string | undefined;
    isDefault?: boolean | undefined;
    state?: Record<string, unknown> | undefined;
  };
}) {
  const { db, user, input } = options;
  const viewname = input.viewName === undefined ? undefined : checkName(input.viewName);
  const view = input.state === undefined ? undefined : checkState(input.state);
  return db.transaction(async (tx) => {
    await repository.lockUserViews(tx, user.id);
    const current = await repository.getViewById(tx, { userid: user.id, viewid: input.viewId });
    if (!current) throw new HttpError(404, VIEW_NOT_FOUND);
    if (input.viewType && input.viewType !== current.viewtype) {
      const message = 'View Type does not match the view.';
      throw new HttpError(400, message, { viewType: message });
    }
    if (viewname !== undefined)
      await checkUniqueName(tx, {
        userid: user.id,
        viewtype: current.viewtype,
        viewname,
        viewid: current.viewid,
      });
    if (input.isDefault)
      await repository.clearDefaultView(tx, {
        userid: user.id,
        viewtype: current.viewtype,
        exceptViewId: current.viewid,
      });
    const updated = await repository.updateView(tx, {
      userid: user.id,
      viewid: current.viewid,
      changes: {
        ...(viewname !== undefined && { viewname }),
        ...(input.isDefault !== undefined && { isdefault: input.isDefault }),
        ...(view !== undefined && { view }),
      },
    });
    if (!updated) throw new HttpError(404, VIEW_NOT_FOUND);
    return updated;
  });
}

/** Delete is disabled for the default view (spec A section 4): reset or pick another default first. */
export async function removeView(options: { db: Db; user: SessionUser; viewid: number }) {
  const { db, user, viewid } = options;
  return db.transaction(async (tx) => {
    const current = await repository.getViewById(tx, { userid: user.id, viewid });
    if (!current) throw new HttpError(404, VIEW_NOT_FOUND);
    if (current.isdefault) throw new HttpError(400, DEFAULT_VIEW_UNDELETABLE);
    await repository.deleteView(tx, { userid: user.id, viewid });
    return { viewid };
  });
}

/**
 * Reset Layout: the user's default view of that type stops being the default, so the grid opens
 * with its built-in layout; the saved views themselves stay (decision 085).
 */
export async function resetMyView(options: { db: Db; user: SessionUser; viewtype: ViewType }) {
  const reset = await repository.clearDefaultView(options.db, {
    userid: options.user.id,
    viewtype: options.viewtype,
  });
  return { viewtype: options.viewtype, reset };
}
