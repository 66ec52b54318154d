// Test data of the Customer Proposals tab, typed by the API's contracts.
import { customerProposalStatus } from '@dispatchwise/shared';
import { makeDocumentLine } from '../../components/line-items/test-helpers';
import { makeWorkOrderDetail } from '../../entities/work-orders/test-helpers';
import type { CustomerProposal, ProposalLine, WorkOrder } from './api/types';

export const makeWorkOrder = (overrides: Partial<WorkOrder> = {}): WorkOrder =>
  makeWorkOrderDetail(overrides);

export const makeProposalLine = (overrides: Partial<ProposalLine> = {}): ProposalLine =>
  makeDocumentLine(overrides);

type Flags = Pick<CustomerProposal, 'iscomplete' | 'isapproved' | 'isrejected'>;
export const FLAGS_OF = {
  'In Progress': { iscomplete: false, isapproved: false, isrejected: false },
  Complete: { iscomplete: true, isapproved: false, isrejected: false },
  Approved: { iscomplete: true, isapproved: true, isrejected: false },
  Rejected: { iscomplete: true, isapproved: false, isrejected: true },
} as const satisfies Record<string, Flags>;

export const makeProposal = (
  overrides: Partial<CustomerProposal> = {},
  state: keyof typeof FLAGS_OF = 'In Progress',
): CustomerProposal => {
  const flags = FLAGS_OF[state];
  return {
    id: 301,
    workorderid: 42,
    workordervendorid: null,
    vendorproposalid: null,
    amount: '1000.00',
    grandtotal: '237.50',
    quotedamount: '700.00',
    marginpercent: '30.00',
    externalproposalnumber: 'CP-7',
    scopeofwork: 'Fix the leak',
    scopeofworkformatted: '<p>Fix the leak</p>',
    note: 'Customer asked twice',
    createddate: '2026-03-02T10:00:00.000Z',
    completedate: flags.iscomplete ? '2026-03-03T10:00:00.000Z' : null,
    approvedbycustomer: flags.isapproved,
    approvedbycustomerdate: flags.isapproved ? '2026-03-04T10:00:00.000Z' : null,
    invoiceid: null,
    details: [makeProposalLine()],
    totals: { subtotal: '237.50', taxes: '0.00', total: '237.50' },
    ...flags,
    status: customerProposalStatus(flags),
    ...overrides,
  };
};
