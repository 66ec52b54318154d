import type { SaveVendorQcInput, SessionUser, VendorQc } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import * as repository from './vendor-lines.repository';
import { withLockedLine } from './vendor-lines.service';

/**
 * POST /workorder/savevendorqc (the Vendor QC Follow-up popup, spec B section 5; the messages are the
 * contract's). One review per line, a save replaces it. Allowed on any status and on any line: the
 * review of a vendor's work usually comes after the work order is invoiced (docs/decisions/132).
 */
export async function saveVendorQc(options: {
  db: Db;
  user: SessionUser;
  input: SaveVendorQcInput;
}): Promise<VendorQc> {
  const { db, user, input } = options;
  return withLockedLine(
    { db, user, id: input.workordervendorid, forChange: 'any-status' },
    async (tx, line) => {
      const row = await repository.upsertVendorQc(tx, {
        workordervendorid: line.id,
        techarrivedonschedule: input.techarrivedonschedule ?? null,
        techwasprofessional: input.techwasprofessional ?? null,
        repairsmade: input.repairsmade ?? null,
        metexpectations: input.metexpectations ?? null,
        expectationcomment: input.expectationcomment ?? null,
        overallrating: input.overallrating ?? null,
        totalscore: input.totalscore.toFixed(2),
        comments: input.comments ?? null,
        reviewername: input.reviewername,
        reviewdate: input.reviewdate ?? new Date(),
        reviewedbyauthid: user.user_id,
        incurredonly: input.incurredonly,
      });
      return { ...row, totalscore: row.totalscore === null ? null : Number(row.totalscore) };
    },
  );
}
