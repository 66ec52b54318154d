import { describe, expect, it } from 'vitest';
import { STATUS } from '../constants/statuses';
import { PRIORITY } from '../constants/work-orders';
import { daysPastDue, isPastDue, pastDueOf, viewerToday, type PastDueRow } from './past-due';

// Thursday 12 March 2026, 15:00 UTC: 11:00 in New York, still the 12th; 00:00 on the 13th in Tokyo.
const now = new Date('2026-03-12T15:00:00Z');
const clock = { now, today: viewerToday(now, 'UTC') };

const row = (overrides: Partial<PastDueRow> = {}): PastDueRow => ({
  statusid: STATUS.Dispatched,
  priorityid: PRIORITY.Normal,
  scheduledate: null,
  promisedate: null,
  createddate: '2026-03-01T09:00:00Z',
  ...overrides,
});

describe('viewerToday', () => {
  it("is the viewer's calendar day at midnight UTC, as calendar dates are stored", () => {
    expect(viewerToday(now, 'UTC').toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(viewerToday(now, 'America/New_York').toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(viewerToday(new Date('2026-03-12T15:30:00Z'), 'Asia/Tokyo').toISOString()).toBe(
      '2026-03-13T00:00:00.000Z',
    );
    // 22:00 in Los Angeles on the 11th is already the 12th in UTC.
    expect(viewerToday(new Date('2026-03-12T05:00:00Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-11T00:00:00.000Z',
    );
  });
});

describe('pastDueOf', () => {
  it('marks a Dispatched order whose schedule date passed two days ago', () => {
    const due = pastDueOf(row({ scheduledate: '2026-03-10T00:00:00.000Z' }), clock);
    expect(due).toEqual({ schedule: true, followUp: false, eta: false });
    expect(daysPastDue('2026-03-10T00:00:00.000Z', clock.today)).toBe(2);
  });

  it('never marks today, a later date or no date', () => {
    expect(isPastDue(row({ scheduledate: '2026-03-12T00:00:00.000Z' }), clock)).toBe(false);
    expect(isPastDue(row({ promisedate: '2026-03-20T00:00:00.000Z' }), clock)).toBe(false);
    expect(isPastDue(row(), clock)).toBe(false);
  });

  it("uses the viewer's day: yesterday in Los Angeles late at night is not past there", () => {
    const lateInLosAngeles = new Date('2026-03-12T05:00:00Z');
    const order = row({ promisedate: '2026-03-11T00:00:00.000Z' });
    const utc = { now: lateInLosAngeles, today: viewerToday(lateInLosAngeles, 'UTC') };
    const la = { now: lateInLosAngeles, today: viewerToday(lateInLosAngeles, 'America/Los_Angeles') };
    expect(pastDueOf(order, utc).followUp).toBe(true);
    expect(pastDueOf(order, la).followUp).toBe(false);
  });

  it('marks the follow-up date of every status before completion, none after', () => {
    const promisedate = '2026-03-01T00:00:00.000Z';
    for (const statusid of [
      STATUS.Received,
      STATUS.TOS,
      STATUS.WOP,
      STATUS.CAR,
      STATUS.NOD,
      STATUS.InProcess,
    ])
      expect(pastDueOf(row({ statusid, promisedate }), clock).followUp, `status ${statusid}`).toBe(true);
    for (const statusid of [
      STATUS.CompletedVendor,
      STATUS.CWOP,
      STATUS.RTB,
      STATUS.BillingPending,
      STATUS.Invoiced,
      STATUS.Denied,
      STATUS.Cancelled,
    ])
      expect(isPastDue(row({ statusid, promisedate, scheduledate: promisedate }), clock)).toBe(false);
  });

  it('marks an Emergency awaiting arrival past its 4-hour ETA, as the Admin bell counts it', () => {
    const emergency = (createddate: string, statusid: number = STATUS.Dispatched) =>
      pastDueOf(row({ priorityid: PRIORITY.Emergency, createddate, statusid }), clock).eta;
    expect(emergency('2026-03-12T10:59:00Z')).toBe(true);
    expect(emergency('2026-03-12T11:01:00Z')).toBe(false);
    for (const statusid of [STATUS.Received, STATUS.TBS, STATUS.DFQ])
      expect(emergency('2026-03-12T01:00:00Z', statusid)).toBe(true);
    // A technician on site has met the ETA; a closed order has no ETA.
    expect(emergency('2026-03-12T01:00:00Z', STATUS.TOS)).toBe(false);
    expect(emergency('2026-03-12T01:00:00Z', STATUS.Cancelled)).toBe(false);
    // Other priorities have no such mark.
    expect(
      pastDueOf(row({ priorityid: PRIORITY.Urgent, createddate: '2026-03-01T00:00:00Z' }), clock).eta,
    ).toBe(false);
  });

  it('counts a date with a time of day by the instant, as the API compares it', () => {
    expect(pastDueOf(row({ scheduledate: '2026-03-11T23:00:00.000Z' }), clock).schedule).toBe(true);
    expect(daysPastDue('2026-03-11T23:00:00.000Z', clock.today)).toBe(1);
  });
});
