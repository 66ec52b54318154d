import { QC_QUESTIONS, toIsoDate, VENDOR_LINE_MESSAGES } from '@dispatchwise/shared';
import { z } from 'zod';
import type { SaveVendorQcInput } from '../api/save-vendor-qc';
import type { VendorQc } from '../api/types';

// The Vendor QC Follow-up popup's form (spec B sections 3 "Vendor QC" and 5): the same rules and messages as the
// API's saveVendorQcSchema, shown all at once before anything is sent.

const answer = z.boolean().nullable();
const TOTAL_SCORE = /^\d{1,4}(\.\d{1,2})?$/;

export const qcFormSchema = z
  .object({
    techarrivedonschedule: answer,
    techwasprofessional: answer,
    repairsmade: answer,
    metexpectations: answer,
    expectationcomment: z.string().max(4000, 'At most 4000 characters.'),
    overallrating: z.number().nullable(),
    totalscore: z
      .string()
      .refine((value) => value.trim() !== '', VENDOR_LINE_MESSAGES.totalScore)
      .refine((value) => value.trim() === '' || TOTAL_SCORE.test(value.trim()), 'Total Score is invalid.'),
    comments: z.string().max(4000, 'At most 4000 characters.'),
    reviewername: z
      .string()
      .refine((value) => value.trim() !== '', VENDOR_LINE_MESSAGES.reviewerName)
      .refine((value) => value.trim().length <= 200, 'At most 200 characters.'),
    reviewdate: z.date().nullable(),
    incurredonly: z.boolean(),
  })
  .superRefine(
    (values, context) => {
      // Unless Incurred Only is ticked, questions 1 to 4 and the overall rating are required (spec B section 5).
      if (values.incurredonly) return;
      for (const key of QC_QUESTIONS) {
        if (values[key] == null)
          context.addIssue({ code: 'custom', path: [key], message: VENDOR_LINE_MESSAGES.required });
      }
      if (values.overallrating == null)
        context.addIssue({ code: 'custom', path: ['overallrating'], message: VENDOR_LINE_MESSAGES.required });
    },
    // Beside the fields' own messages, so the popup shows every required message at once.
    { when: () => true },
  );
export type QcFormValues = z.infer<typeof qcFormSchema>;

/** A stored review date (UTC midnight of the calendar day) as the picker's local Date. */
function pickerDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** The form's starting values: the line's review, or a new one by the signed-in user today. */
export function qcFormValues(qc: VendorQc | null, reviewer: string, today = new Date()): QcFormValues {
  if (!qc) {
    return {
      techarrivedonschedule: null,
      techwasprofessional: null,
      repairsmade: null,
      metexpectations: null,
      expectationcomment: '',
      overallrating: null,
      totalscore: '',
      comments: '',
      reviewername: reviewer,
      reviewdate: today,
      incurredonly: false,
    };
  }
  return {
    techarrivedonschedule: qc.techarrivedonschedule,
    techwasprofessional: qc.techwasprofessional,
    repairsmade: qc.repairsmade,
    metexpectations: qc.metexpectations,
    expectationcomment: qc.expectationcomment ?? '',
    overallrating: qc.overallrating,
    totalscore: qc.totalscore == null ? '' : String(qc.totalscore),
    comments: qc.comments ?? '',
    reviewername: qc.reviewername,
    reviewdate: pickerDate(qc.reviewdate),
    incurredonly: qc.incurredonly,
  };
}

/** The body of POST /workorder/savevendorqc. */
export function toQcInput(workordervendorid: number, values: QcFormValues): SaveVendorQcInput {
  return {
    workordervendorid,
    techarrivedonschedule: values.techarrivedonschedule,
    techwasprofessional: values.techwasprofessional,
    repairsmade: values.repairsmade,
    metexpectations: values.metexpectations,
    expectationcomment: values.expectationcomment.trim() || null,
    overallrating: values.overallrating as 1 | 2 | 3 | null,
    totalscore: values.totalscore.trim(),
    comments: values.comments.trim() || null,
    reviewername: values.reviewername.trim(),
    reviewdate: values.reviewdate ? toIsoDate(values.reviewdate) : null,
    incurredonly: values.incurredonly,
  };
}
