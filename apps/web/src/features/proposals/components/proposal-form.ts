import { PROPOSAL_MARGIN, PROPOSAL_MESSAGES, proposedAmount } from '@dispatchwise/shared';
import { z } from 'zod';
import {
  decimalPattern,
  documentLineInputs,
  documentLineRows,
  documentLineRowSchema,
  plainNumber,
} from '../../../components/line-items';
import { htmlText, richTextHtml } from '../../../components/rich-text-editor';
import { formatMoneyInput, normalizeMoney } from '../../../lib/format';
import type { CustomerProposal, SaveProposalInput } from '../api/types';

// The proposal popup's values and checks (spec B section 5; the contract's own messages, decision 135). The
// API checks the same again; a refusal it names by field lands on that field.

const plain = plainNumber;

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
  details: z.array(documentLineRowSchema),
});
export type ProposalFormValues = z.infer<typeof proposalFormSchema>;

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
  scopeofworkformatted: richTextHtml(proposal.scopeofworkformatted, proposal.scopeofwork),
  details: documentLineRows(proposal.details),
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
  details: documentLineInputs(values.details),
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
