import { STATUS, type StatusId } from './statuses';

/** One count of a home card: a status and the label the card shows for it. */
export type HomeCardStatus = { statusid: StatusId; label: string };
export type HomeCard = { title: 'Pending' | 'In Progress' | 'Review'; statuses: readonly HomeCardStatus[] };
export type PortalHomeVariant = 'vendor' | 'customer';

/**
 * The three cards of the vendor and customer home (spec A "Home dashboard", ids of spec A section 4).
 * The customer's Pending Proposal is the one waiting on the customer (21), the vendor's the one
 * waiting on the vendor (2). GET /vendor/getopenworkorders and /customer/getopenworkorders count
 * exactly these statuses (docs/decisions/092).
 */
export const HOME_CARDS: Record<PortalHomeVariant, readonly HomeCard[]> = {
  vendor: [
    { title: 'Pending', statuses: [{ statusid: STATUS.Dispatched, label: 'Dispatched' }] },
    {
      title: 'In Progress',
      statuses: [
        { statusid: STATUS.TOS, label: 'Tech on Site' },
        { statusid: STATUS.WOP, label: 'Waiting On Parts' },
      ],
    },
    {
      title: 'Review',
      statuses: [
        { statusid: STATUS.NOD, label: 'NOD' },
        { statusid: STATUS.PendingProposalVendor, label: 'Pending Proposal' },
        { statusid: STATUS.CWOP, label: 'Waiting on Paperwork' },
      ],
    },
  ],
  customer: [
    {
      title: 'Pending',
      statuses: [
        { statusid: STATUS.Dispatched, label: 'Dispatched' },
        { statusid: STATUS.PendingProposalEDC, label: 'Pending Proposal' },
      ],
    },
    {
      title: 'In Progress',
      statuses: [
        { statusid: STATUS.TOS, label: 'Tech on Site' },
        { statusid: STATUS.WOP, label: 'Waiting On Parts' },
      ],
    },
    { title: 'Review', statuses: [{ statusid: STATUS.WOA, label: 'Waiting on Approval' }] },
  ],
};

/** The statuses the cards of one variant count, in card order. */
export const homeCardStatusIds = (variant: PortalHomeVariant): StatusId[] =>
  HOME_CARDS[variant].flatMap((card) => card.statuses.map((status) => status.statusid));
