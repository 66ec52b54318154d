import { get, query, send, type Entry, type Ids } from './builders';

/**
 * The authorization matrix rows of the vendor portal's proposals and invoices on a work order (issue 15,
 * decision 163). The role check names vendor A's submitted proposal and invoice (so every change stops at 400
 * 'Only a draft ...' and nothing of order A is removed); the leak check names vendor B's, which a vendor A
 * caller gets as 404 'Proposal not found.' / 'Invoice not found.', and order B, which answers 403.
 */
const proposal = (ids: Ids) => ids.vendorproposalid;
const invoice = (ids: Ids) => ids.vendorinvoiceid;

export const VENDOR_PORTAL_DOCUMENTS_MATRIX: Record<string, Entry> = {
  'GET /api/vendorprofile/vendorworkorderproposals': get(
    '/api/vendorprofile/vendorworkorderproposals',
    (ids) => ({
      workorderid: ids.workorderid,
    }),
  ),
  'GET /api/vendorprofile/vendorworkorderinvoices': get(
    '/api/vendorprofile/vendorworkorderinvoices',
    (ids) => ({
      workorderid: ids.workorderid,
    }),
  ),
  'GET /api/vendorprofile/vendorworkorderproposals/lists': 'no record id',
  'POST /api/vendorprofile/newproposal': send('POST', '/api/vendorprofile/newproposal', (ids) => ({
    workorderid: ids.workorderid,
  })),
  'POST /api/vendorprofile/updateproposal': send('POST', '/api/vendorprofile/updateproposal', (ids) => ({
    id: proposal(ids),
    description: 'Matrix',
  })),
  'POST /api/vendorprofile/updateinvoice': send('POST', '/api/vendorprofile/updateinvoice', (ids) => ({
    id: invoice(ids),
    description: 'Matrix',
  })),
  'POST /api/vendorprofile/createinvoice/:id': (ids) => ({
    method: 'POST',
    url: `/api/vendorprofile/createinvoice/${proposal(ids)}`,
  }),
  'POST /api/vendorprofile/cloneproposal/:id': (ids) => ({
    method: 'POST',
    url: `/api/vendorprofile/cloneproposal/${proposal(ids)}`,
  }),
  'POST /api/vendorprofile/cloneinvoice/:id': (ids) => ({
    method: 'POST',
    url: `/api/vendorprofile/cloneinvoice/${invoice(ids)}`,
  }),
  'DELETE /api/vendorprofile/deleteproposal': (ids) => ({
    method: 'DELETE',
    url: '/api/vendorprofile/deleteproposal',
    query: { proposalId: String(proposal(ids)) },
  }),
  'DELETE /api/vendorprofile/deleteinvoice': (ids) => ({
    method: 'DELETE',
    url: '/api/vendorprofile/deleteinvoice',
    query: { invoiceId: String(invoice(ids)) },
  }),
  'PUT /api/vendorprofile/updateproposalstatus': send(
    'PUT',
    '/api/vendorprofile/updateproposalstatus',
    (ids) => ({
      proposalId: proposal(ids),
      proposalStatusId: 2,
    }),
  ),
  'PUT /api/vendorprofile/updateinvoicestatus': send(
    'PUT',
    '/api/vendorprofile/updateinvoicestatus',
    (ids) => ({
      invoiceId: invoice(ids),
      invoiceStatusId: 2,
    }),
  ),
  // No file: the role check stops at 400 once the document is found; the leak check at its 404 before the file.
  'POST /api/vendorprofile/importproposalitems': query(
    'POST',
    '/api/vendorprofile/importproposalitems',
    (ids) => ({
      proposalid: proposal(ids),
    }),
  ),
  'POST /api/vendorprofile/importinvoiceitems': query(
    'POST',
    '/api/vendorprofile/importinvoiceitems',
    (ids) => ({
      invoiceid: invoice(ids),
    }),
  ),
  'POST /api/vendorprofile/downloadlinesample': 'no record id',
  'POST /api/vendorprofile/generatevendorinvoice': query(
    'POST',
    '/api/vendorprofile/generatevendorinvoice',
    (ids) => ({
      invoiceid: invoice(ids),
      preview: 'true',
    }),
  ),
};
