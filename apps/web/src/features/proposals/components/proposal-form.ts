import { LINE_ITEM_MESSAGES, PROPOSAL_MARGIN, PROPOSAL_MESSAGES, proposedAmount } from '@dispatchwise/shared';
import { z } from 'zod';
import type { DocumentLineRow } from '../../../components/line-items';
import { formatMoneyInput, normalizeMoney } from '../../../lib/format';
import type { CustomerProposal, SaveProposalInput } from '../api/types';

// The proposal popup's values and checks (spec B section 5; the contract's own messages, decision 135). The
// API checks the same again; a refusal it names by field lands on that field.

/** A decimal as typed: digits, at most `decimals` after the point. */
const decimalPattern = (decimals: number) => new RegExp(`^\\d{1,12}(\\.\\d{0,${decimals}})?$`);
const plain = (text: string) => text.replace(/[$,\s]/g, '');

const lineRowSchema = z.object({
  id: z.number().optional(),
  itemtypeid: z.union([z.number(), z.literal('')]).refine((id) => String(id) !== '', LINE_ITEM_MESSAGES.type),
  description: z.string(),
  quantity: z
    .string()
    .refine((text) => plain(text) !== '', LINE_ITEM_MESSAGES.quantity)
    .refine(
      (text) => plain(text) === '' || decimalPattern(2).test(plain(text)),
      LINE_ITEM_MESSAGES.quantityInvalid,
    ),
  rates: z
    .string()
    .refine((text) => plain(text) !== '', LINE_ITEM_MESSAGES.rate)
    .refine(
      (text) => plain(text) === '' || decimalPattern(2).test(plain(text)),
      LINE_ITEM_MESSAGES.rateInvalid,
    ),
  taxrate: z
    .string()
    .refine(
      (text) => plain(text) === '' || (decimalPattern(3).test(plain(text)) && Number(plain(text)) <= 100),
      LINE_ITEM_MESSAGES.taxRateInvalid,
    ),
}) satisfies z.ZodType<DocumentLineRow>;

/** Margin percent 10..99.99 (100 has no price, decision 134). */
export const isMarginInRange = (text: string) => {
  const value = plain(text);
  return (
    decimalPattern(2).test(value) &&
    Number(value) >= PROPOSAL_MARGIN.min &&
    Number(value) < PROPOSAL_MARGIN.max
  );
};

export const proposalFormSchema = z.object({
  note: z.string(),
  quotedamount: z
    .string()
    .refine((text) => plain(text) !== '', PROPOSAL_MESSAGES.quotedAmount)
    .refine(
      (text) => plain(text) === '' || normalizeMoney(text) !== null,
      PROPOSAL_MESSAGES.quotedAmountInvalid,
    ),
  marginpercent: z.string().refine(isMarginInRange, PROPOSAL_MESSAGES.margin),
  externalproposalnumber: z.string().max(100, 'At most 100 characters.'),
  /** The rich text editor's HTML; '' when it holds no text. */
  scopeofworkformatted: z.string().refine((html) => htmlText(html) !== '', PROPOSAL_MESSAGES.scopeOfWork),
  details: z.array(lineRowSchema),
});
export type ProposalFormValues = z.infer<typeof proposalFormSchema>;

/** The visible text of the editor's HTML (an empty paragraph is no Scope of Work). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Scope of Work as HTML: the formatted one, or the plain text a client without the editor stored. */
const scopeHtml = (proposal: CustomerProposal) => {
  if (proposal.scopeofworkformatted) return proposal.scopeofworkformatted;
  if (!proposal.scopeofwork) return '';
  const escaped = proposal.scopeofwork.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<p>${escaped}</p>`;
};

export const NEW_PROPOSAL: ProposalFormValues = {
  note: '',
  quotedamount: '',
  marginpercent: String(PROPOSAL_MARGIN.default),
  externalproposalnumber: '',
  scopeofworkformatted: '',
  details: [],
};

/** A new proposal with a vendor's quoted amount (the vendor line's Create Proposal). */
export const newProposalValues = (quotedamount?: string | null): ProposalFormValues => ({
  ...NEW_PROPOSAL,
  quotedamount: quotedamount ? formatMoneyInput(quotedamount) : '',
});

/** The popup's values of a saved proposal. */
export const proposalValues = (proposal: CustomerProposal): ProposalFormValues => ({
  note: proposal.note ?? '',
  quotedamount: formatMoneyInput(proposal.quotedamount),
  marginpercent: String(Number(proposal.marginpercent)),
  externalproposalnumber: proposal.externalproposalnumber ?? '',
  scopeofworkformatted: scopeHtml(proposal),
  details: proposal.details.map((line) => ({
    id: line.id,
    itemtypeid: line.itemtypeid,
    description: line.description ?? '',
    quantity: String(Number(line.quantity)),
    rates: line.rates,
    taxrate: String(Number(line.taxrate)),
  })),
});

/** The body of saveproposal (updateproposal adds the id): every field named, the lines in their order. */
export const proposalInput = (values: ProposalFormValues, workorderid: number): SaveProposalInput => ({
  workorderid,
  quotedamount: normalizeMoney(values.quotedamount) ?? values.quotedamount,
  marginpercent: plain(values.marginpercent),
  externalproposalnumber: values.externalproposalnumber.trim() || null,
  note: values.note.trim() || null,
  // The API sanitizes the HTML and stores its text as `scopeofwork`.
  scopeofworkformatted: values.scopeofworkformatted,
  details: values.details.map((line) => ({
    ...(line.id ? { id: line.id } : {}),
    itemtypeid: Number(line.itemtypeid),
    description: line.description.trim() || null,
    quantity: plain(line.quantity),
    rates: plain(line.rates),
    taxrate: plain(line.taxrate) || '0',
  })),
});

/** The live Proposed Amount = quoted / (1 - margin / 100); null while the inputs cannot give one. */
export function liveProposedAmount(quoted: string, margin: string): string | null {
  const quotedPlain = normalizeMoney(quoted);
  const marginPlain = plain(margin);
  if (!quotedPlain || !decimalPattern(2).test(marginPlain)) return null;
  try {
    return proposedAmount(quotedPlain, marginPlain);
  } catch {
    return null;
  }
}
