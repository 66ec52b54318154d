import { formatDate, formatMoney, VENDOR_NOTICE_CODES, type VendorNoticeCode } from '@dispatchwise/shared';
import {
  detailsHtml,
  detailsText,
  escapeHtml,
  htmlDocument,
  htmlLines,
  oneLine,
  type DetailRow,
  type RenderedMail,
} from './html';

/**
 * The vendor notices of spec A section 4 (and B's Send WO Ticket / Quote Only Request): one readable
 * e-mail per action code, sent to the vendor's dispatch e-mail (docs/decisions/087).
 */
export const isVendorNoticeCode = (value: string): value is VendorNoticeCode =>
  (VENDOR_NOTICE_CODES as readonly string[]).includes(value);

/** What a notice shows about the work order; values as read from the database. */
export type VendorNoticeContext = {
  wonumber: string;
  ponumber: string | null;
  customername: string;
  jobsite: {
    name: string | null;
    streetaddress: string | null;
    streetaddress2: string | null;
    city: string | null;
    statecode: string | null;
    postalcode: string | null;
  } | null;
  scheduledate: Date | string | null;
  /** The vendor line's NTE when set, else the work order's. */
  nte: string | number | null;
  briefdescription: string;
  vendorname: string;
  /** The dispatcher's name and e-mail, for the reply line. */
  sender: { name: string; email: string | null } | null;
  /** The cancellation note (cancel_vendor) or a free note sent with the action. */
  note?: string | null;
};

type NoticeWording = {
  /** The subject's "what is asked", after the work-order number. */
  headline: string;
  /** The paragraphs of the ask, plain text. */
  ask: readonly string[];
};

const WORDING: Record<VendorNoticeCode, NoticeWording> = {
  TICKET: {
    headline: 'New work order: please confirm and schedule',
    ask: [
      'You have been dispatched on the work order below.',
      'Please confirm that you accept it and reply with the date and time your technician will be on site. Do not exceed the NTE without written approval.',
    ],
  },
  QUOTE: {
    headline: 'Quote request: please send your proposal',
    ask: [
      'We would like a quote for the work order below.',
      'Please visit the site if needed and reply with your proposal (scope of work, labor, materials and total). Do not start the work before the proposal is approved.',
    ],
  },
  CWOP: {
    headline: 'Work complete: please send paperwork and sign-off',
    ask: [
      'Our records show the work below as complete, but we are still waiting on the paperwork.',
      'Please send the signed work ticket (customer sign-off), photos and your invoice so that we can close the work order.',
    ],
  },
  PPV: {
    headline: 'Proposal pending: please send your proposal',
    ask: [
      'We are waiting on your proposal for the work order below.',
      'Please send it as soon as possible with the scope of work, labor, materials and total amount.',
    ],
  },
  WAITING_ON_PARTS: {
    headline: 'Waiting on parts: please send a parts update',
    ask: [
      'The work order below is waiting on parts.',
      'Please reply with the parts ordered, their expected arrival date and the date your technician will return to finish the work.',
    ],
  },
  NOD_MISSING: {
    headline: 'Notice of deficiency: missing documents',
    ask: [
      'The paperwork received for the work order below is missing documents (signed work ticket, photos or invoice).',
      'Please explain what is missing and send the missing documents.',
    ],
  },
  NOD_QUALITY: {
    headline: 'Notice of deficiency: quality of work',
    ask: [
      'We received a quality concern about the work done on the work order below.',
      'Please explain what was done and when you will return to correct it.',
    ],
  },
  NOD_WRONGAMOUNT: {
    headline: 'Notice of deficiency: wrong invoice amount',
    ask: [
      'The amount you invoiced for the work order below does not match the approved amount.',
      'Please explain the difference or send a corrected invoice.',
    ],
  },
  NOD_WRONGRATES: {
    headline: 'Notice of deficiency: wrong rates',
    ask: [
      'The rates on your invoice for the work order below do not match your agreed rates.',
      'Please explain the rates used or send a corrected invoice.',
    ],
  },
  DISPATCHED: {
    headline: 'Dispatched: please confirm your schedule',
    ask: [
      'You are dispatched on the work order below and we have not received a confirmed visit yet.',
      'Please confirm the date and time your technician will be on site.',
    ],
  },
  TBS: {
    headline: 'To be scheduled: please send a schedule date',
    ask: [
      'The work order below still needs to be scheduled.',
      'Please reply with the date and time your technician will be on site.',
    ],
  },
  TOS: {
    headline: 'Tech on site: please send an update',
    ask: [
      'Your technician is on site for the work order below.',
      'Please send an update when the visit ends: what was found, what was done, and whether a return visit or parts are needed.',
    ],
  },
  cancel_vendor: {
    headline: 'Cancelled: you are released from this work order',
    ask: [
      'You are released from the work order below: it has been cancelled for your company.',
      'Please do not send a technician or perform any further work. Report any work already done before this notice by replying to this e-mail.',
    ],
  },
};

/** "Store 12, 1 Main St, Suite 2, Austin, TX 78701": the parts that are present. */
export function formatSite(jobsite: VendorNoticeContext['jobsite']): { name: string; address: string } {
  if (!jobsite) return { name: '', address: '' };
  const stateZip = [jobsite.statecode, jobsite.postalcode].filter(Boolean).join(' ');
  const address = [jobsite.streetaddress, jobsite.streetaddress2, jobsite.city, stateZip]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return { name: jobsite.name ?? '', address };
}

export function renderVendorNotice(code: VendorNoticeCode, context: VendorNoticeContext): RenderedMail {
  const wording = WORDING[code];
  const site = formatSite(context.jobsite);
  const subject = oneLine(`Work Order ${context.wonumber} - ${wording.headline}`);
  const rows: DetailRow[] = [
    ['Work Order', context.wonumber],
    ['PO Number', context.ponumber ?? ''],
    ['Customer', context.customername],
    ['Site', site.name],
    ['Address', site.address],
    ['Schedule Date', formatDate(context.scheduledate)],
    ['NTE', formatMoney(context.nte)],
    ['Description', context.briefdescription],
  ];
  const note = context.note?.trim();
  const greeting = `Hello ${context.vendorname},`;
  const signature = context.sender
    ? [
        context.sender.email ? `${context.sender.name} (${context.sender.email})` : context.sender.name,
        'Dispatchwise dispatch',
      ]
    : ['Dispatchwise dispatch'];

  const text = [
    greeting,
    '',
    ...wording.ask.flatMap((line) => [line, '']),
    ...(note ? [`Note: ${note}`, ''] : []),
    detailsText(rows),
    '',
    'Please reply to this e-mail and include the work order number.',
    '',
    'Thank you,',
    ...signature,
    '',
  ].join('\n');

  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      ...wording.ask.map((line) => `<p>${escapeHtml(line)}</p>`),
      note ? `<p><strong>Note:</strong> ${htmlLines(note)}</p>` : '',
      detailsHtml(rows),
      '<p>Please reply to this e-mail and include the work order number.</p>',
      `<p>Thank you,<br>${signature.map(escapeHtml).join('<br>')}</p>`,
    ].join(''),
  );
  return { subject, text, html };
}
