import { describe, expect, it } from 'vitest';
import { qcFormSchema, qcFormValues, toQcInput, type QcFormValues } from './qc-form';

const messagesOf = (values: QcFormValues) => {
  const result = qcFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the QC form (spec B section 5)', () => {
  it('an empty review shows every required message at once', () => {
    const values = { ...qcFormValues(null, ''), reviewername: '  ' };
    expect(messagesOf(values)).toEqual({
      reviewername: 'Reviewer Name is Required.',
      totalscore: 'Total Score is Required.',
      techarrivedonschedule: 'Required.',
      techwasprofessional: 'Required.',
      repairsmade: 'Required.',
      metexpectations: 'Required.',
      overallrating: 'Required.',
    });
  });

  it('Incurred Only asks for the reviewer and the total score only', () => {
    expect(messagesOf({ ...qcFormValues(null, ''), incurredonly: true })).toEqual({
      reviewername: 'Reviewer Name is Required.',
      totalscore: 'Total Score is Required.',
    });
    expect(messagesOf({ ...qcFormValues(null, 'Dana'), incurredonly: true, totalscore: '40' })).toEqual({});
  });

  it('a total score that is not a number is invalid; a complete review passes', () => {
    const complete: QcFormValues = {
      ...qcFormValues(null, 'Dana Dispatch'),
      techarrivedonschedule: true,
      techwasprofessional: true,
      repairsmade: false,
      metexpectations: true,
      overallrating: 2,
      totalscore: 'ten',
    };
    expect(messagesOf(complete)).toEqual({ totalscore: 'Total Score is invalid.' });
    expect(messagesOf({ ...complete, totalscore: '87.5' })).toEqual({});
  });

  it('sends the review as the API takes it: trimmed text, the date as a calendar day', () => {
    const values: QcFormValues = {
      ...qcFormValues(null, 'Dana Dispatch', new Date(2026, 2, 9)),
      techarrivedonschedule: false,
      techwasprofessional: true,
      repairsmade: true,
      metexpectations: true,
      overallrating: 3,
      totalscore: ' 92 ',
      comments: '  Fast and clean. ',
    };
    expect(toQcInput(501, values)).toEqual({
      workordervendorid: 501,
      techarrivedonschedule: false,
      techwasprofessional: true,
      repairsmade: true,
      metexpectations: true,
      expectationcomment: null,
      overallrating: 3,
      totalscore: '92',
      comments: 'Fast and clean.',
      reviewername: 'Dana Dispatch',
      reviewdate: '2026-03-09',
      incurredonly: false,
    });
  });

  it("starts from the line's review (its date read as the calendar day it was stored as)", () => {
    const values = qcFormValues(
      {
        id: 3,
        workordervendorid: 501,
        techarrivedonschedule: true,
        techwasprofessional: null,
        repairsmade: null,
        metexpectations: null,
        expectationcomment: null,
        overallrating: null,
        totalscore: 40,
        comments: null,
        reviewername: 'Eli Ops',
        reviewdate: '2026-03-04T00:00:00.000Z',
        reviewedbyauthid: null,
        incurredonly: true,
      },
      'Someone Else',
    );
    expect(values).toMatchObject({ reviewername: 'Eli Ops', totalscore: '40', incurredonly: true });
    expect(values.reviewdate).toEqual(new Date(2026, 2, 4));
  });
});
