import type { LogErrorInput, SessionUser } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { insertErrorLog } from './errors.repository';

/** Stores a failure the web app reported, with who saw it (spec A section 8 "reported to the error log"). */
export async function logError(options: { db: Db; user: SessionUser; input: LogErrorInput }) {
  const { db, user, input } = options;
  return insertErrorLog(db, {
    errormessage: input.errormessage,
    additionalinfo: input.additionalinfo ?? null,
    errorpage: input.errorpage ?? null,
    userid: user.id,
  });
}
