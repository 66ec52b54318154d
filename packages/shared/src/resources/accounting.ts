import { listFieldsOf, type ListResource } from './types';

// The Accounting screen's transmission-log grid under each tab (spec A "Accounting" and section 3; issue 17,
// docs/decisions/175): GET /accounting/gettransmissionlogs on the grid protocol, 5 rows a page, newest
// first, filtered by `typeId` (1 vendor / complete billing, 2 customer invoicing). AccountingAdmin only.

const field = listFieldsOf('transmissionlog');

export const transmissionLogResource: ListResource = {
  key: 'transmissionlog',
  defaultSort: [{ selector: 'startTime', desc: true }],
  fields: [
    field('id', 'number'),
    field('typeId', 'number'),
    field('workorderId', 'number'),
    field('vendorId', 'number'),
    field('workOrderNumber', 'string', { searchable: true }),
    field('customerName', 'string', { searchable: true }),
    field('vendorName', 'string', { searchable: true }),
    field('invoiceNumber', 'string', { searchable: true }),
    field('startTime', 'date'),
    field('endTime', 'date'),
    field('errorMessage', 'string', { searchable: true }),
    field('success', 'boolean'),
  ],
};
