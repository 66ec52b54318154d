import {
  NOTE_TYPE,
  NOTE_TYPES,
  PERTAINS_TO,
  STATUS,
  SYSTEM_NOTE_TEXT,
  WORK_ORDER_STATUSES,
  type StatusId,
} from '@dispatchwise/shared';
import { push, takeId, type Batch } from './batch';
import { HOUR } from './clock';
import type { Rng } from './random';
import type { Row } from './sink';
import { NOTE_TEXT } from './text';
import type { World } from './world';

const S = STATUS;
const STATUS_NAME = new Map(WORK_ORDER_STATUSES.map((s) => [s.id, s.name]));
const NOTE_TYPE_BY_ID = new Map(NOTE_TYPES.map((n) => [n.id, n]));
const minute = (ms: number) => Math.floor(ms / 60_000) * 60_000;

/** Notes of one order: one in the big mode, a thread of every note type in the demo (decision 075). */
export function addNotes(options: {
  batch: Batch;
  rng: Rng;
  world: World;
  id: number;
  statusid: StatusId;
  rich: boolean;
  receiver: World['staff'][number];
  dates: { created: number; dispatched: number | null; modified: number };
}): void {
  const { batch, rng, world, id, statusid, rich, receiver } = options;
  const { created, dispatched, modified } = options.dates;
  const author = rng.pick(world.staff);
  const note = (notenumber: number, text: string, notetypeid: number, at: number, by = author) => {
    const type = NOTE_TYPE_BY_ID.get(notetypeid);
    const pertains =
      notetypeid === NOTE_TYPE.Customer
        ? PERTAINS_TO.Customer
        : notetypeid === NOTE_TYPE.Vendor
          ? PERTAINS_TO.Vendor
          : PERTAINS_TO.Internal;
    const forVendor = notetypeid === NOTE_TYPE.Vendor || notetypeid === NOTE_TYPE.ClientAndVendor;
    const forCustomer = notetypeid === NOTE_TYPE.Customer || notetypeid === NOTE_TYPE.ClientAndVendor;
    const row: Row = [
      takeId(batch, 'workordernote'),
      id,
      notenumber,
      text,
      notetypeid,
      type?.typeid ?? 2,
      pertains,
      rng.chance(0.05),
      forVendor,
      forCustomer,
      by.id,
      by.name,
      new Date(at),
      by.id,
      new Date(at),
    ];
    push(batch, 'workordernote', row);
  };
  if (!rich) {
    if (rng.chance(0.5))
      note(1, `Status changed to ${STATUS_NAME.get(statusid) ?? ''}`, NOTE_TYPE.System, modified);
    else
      note(
        1,
        rng.pick(NOTE_TEXT.internal),
        NOTE_TYPE.Internal,
        minute(created + (modified - created) * rng.next()),
      );
  } else {
    let n = 0;
    note(++n, 'Work order received', NOTE_TYPE.System, created, receiver);
    if (dispatched !== null) note(++n, SYSTEM_NOTE_TEXT.vendorUpdated, NOTE_TYPE.System, dispatched);
    const span = Math.max(modified - created, HOUR);
    for (let k = rng.int(1, 3); k > 0; k -= 1) {
      const at = minute(created + span * rng.next());
      const kind = rng.int(0, 9);
      if (kind < 5) note(++n, rng.pick(NOTE_TEXT.internal), NOTE_TYPE.Internal, at);
      else if (kind < 7) note(++n, rng.pick(NOTE_TEXT.customer), NOTE_TYPE.Customer, at);
      else if (kind < 9) note(++n, rng.pick(NOTE_TEXT.vendor), NOTE_TYPE.Vendor, at);
      else note(++n, rng.pick(NOTE_TEXT.customer), NOTE_TYPE.ClientAndVendor, at);
    }
    if (statusid === S.Invoiced && rng.chance(0.3))
      note(++n, rng.pick(NOTE_TEXT.accounting), NOTE_TYPE.Accounting, modified);
    if (rng.chance(0.03)) note(++n, 'Vendor dispatch e-mail changed', NOTE_TYPE.VendorInfoChange, modified);
    if (statusid !== S.Received)
      note(++n, `Status changed to ${STATUS_NAME.get(statusid) ?? ''}`, NOTE_TYPE.System, modified);
  }
}
