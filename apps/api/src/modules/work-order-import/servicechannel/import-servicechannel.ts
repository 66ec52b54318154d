import { WORK_ORDER_IMPORT_MESSAGES, type SessionUser } from '@dispatchwise/shared';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/errors';
import type { FileStorage } from '../../../plugins/storage';
import { briefOf, importWorkOrder, type ImportedFile, type WorkOrderDraft } from '../import-work-order';
import { getCustomerBySubscriberId } from '../work-order-import.repository';
import type { ServiceChannelClient } from './servicechannel.client';
import type { ScWorkOrder } from './servicechannel.types';

// GET /workorder/importwofromservicechannel?id={PO} (spec C 7; docs/decisions/169, 170): the one
// ServiceChannel work order with exactly this PO, for the customer whose subscriber id it carries.

const text = (value: string | null | undefined) => value?.trim() || null;

/** A ServiceChannel date (local, without zone, as it sends them) as an ISO instant, or null. */
function isoOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The money ServiceChannel sends as a number, as our decimal text (negative or absurd: none). */
function nteOf(value: number | null | undefined): string | null {
  if (value == null || !Number.isFinite(value) || value < 0 || value >= 1e10) return null;
  return value.toFixed(2);
}

/** The ServiceChannel order in our fields. */
export function draftOfServiceChannel(order: ScWorkOrder, customer: { id: number; customername: string }) {
  const location = order.Location;
  const storeId = text(location?.StoreId);
  const description = text(order.Description) ?? '';
  const draft: WorkOrderDraft = {
    source: 'servicechannel',
    externalid: String(order.Id),
    customerid: customer.id,
    customername: customer.customername,
    ponumber: text(order.PurchaseNumber),
    site:
      location && (storeId || text(location.Address1))
        ? {
            jobsite: (storeId ?? text(location.Name) ?? text(location.Address1)!).slice(0, 100),
            jobsitedescription: text(location.Name),
            streetaddress: text(location.Address1),
            city: text(location.City),
            statecode: text(location.State)?.toUpperCase().slice(0, 2) ?? null,
            postalcode: text(location.Zip),
            latitude: location.Latitude ?? null,
            longitude: location.Longitude ?? null,
          }
        : null,
    trade: text(order.Trade),
    priority: text(order.Priority),
    nte: nteOf(order.Nte),
    calldate: isoOf(order.CallDate),
    scheduledate: isoOf(order.ScheduledDate),
    briefdescription:
      briefOf(description) || text(order.Category) || `ServiceChannel ${order.Number ?? order.Id}`,
    description,
    caller: text(order.Caller),
    files: [],
  };
  return draft;
}

export async function importFromServiceChannel(options: {
  db: Db;
  storage: FileStorage;
  user: SessionUser;
  client: ServiceChannelClient | undefined;
  po: string;
}) {
  const { db, storage, user, client, po } = options;
  if (!client) throw new HttpError(400, WORK_ORDER_IMPORT_MESSAGES.notConfigured);
  const found = await client.findWorkOrdersByPo(po);
  if (found.length === 0) throw new HttpError(404, WORK_ORDER_IMPORT_MESSAGES.notFound(po));
  if (found.length > 1) throw new HttpError(400, WORK_ORDER_IMPORT_MESSAGES.several(po, found.length));
  const order = found[0]!;
  const customer = await getCustomerBySubscriberId(db, String(order.SubscriberId));
  if (!customer) throw new HttpError(400, WORK_ORDER_IMPORT_MESSAGES.unknownSubscriber(order.SubscriberId));
  const draft = draftOfServiceChannel(order, customer);
  return importWorkOrder({
    db,
    storage,
    user,
    draft,
    readFiles: async () => {
      const files: ImportedFile[] = [];
      const skipped: string[] = [];
      for (const attachment of await client.listAttachments(order.Id)) {
        const file = await client.downloadAttachment(order.Id, attachment.Id);
        const filename = attachment.FileName.split(/[/\\]/).pop()?.trim() || `attachment-${attachment.Id}`;
        if (file)
          files.push({ filename, data: file.data, contentType: attachment.MimeType ?? file.contentType });
        else skipped.push(filename);
      }
      return { files, skipped };
    },
  });
}
