import {
  VENDOR_PORTAL_DOCUMENT_MESSAGES,
  vendorPortalLaborLineInputSchema,
  vendorPortalMaterialLineInputSchema,
  vendorPortalOtherLineInputSchema,
} from '@dispatchwise/shared';
import { z } from 'zod';
import type { VendorLaborRow, VendorMaterialRow, VendorOtherRow } from '../../../components/line-items';
import type { PortalLabor, PortalMaterial, PortalOther } from './api/types';
import type { DocumentKind, PortalDocument, PortalDocumentInput } from './portal-document';

// The editors' values and checks (spec C 2.8 and 5; the contract's own messages, decision 163): the lines are
// checked by the contract's line schemas themselves, so the editor and the API say the same thing.

export type DocumentFormValues = {
  number: string;
  description: string;
  note: string;
  labor: VendorLaborRow[];
  material: VendorMaterialRow[];
  other: VendorOtherRow[];
};

/** A row checked by a line input schema; its messages land on the row's fields. */
const rowCheckedBy = <R>(schema: z.ZodType) =>
  z.custom<R>().superRefine((row, context) => {
    const result = schema.safeParse(row);
    if (result.success) return;
    for (const issue of result.error.issues)
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

export const documentFormSchema = (kind: DocumentKind) =>
  z.object({
    number:
      kind === 'invoice'
        ? z
            .string()
            .trim()
            .min(1, VENDOR_PORTAL_DOCUMENT_MESSAGES.invoiceNumberRequired)
            .max(100, 'At most 100 characters.')
        : z.string().max(100, 'At most 100 characters.'),
    description: z
      .string()
      .trim()
      .min(1, VENDOR_PORTAL_DOCUMENT_MESSAGES.descriptionRequired)
      .max(4000, 'At most 4000 characters.'),
    note: z.string().max(4000, 'At most 4000 characters.'),
    labor: z.array(rowCheckedBy<VendorLaborRow>(vendorPortalLaborLineInputSchema)),
    material: z.array(rowCheckedBy<VendorMaterialRow>(vendorPortalMaterialLineInputSchema)),
    other: z.array(rowCheckedBy<VendorOtherRow>(vendorPortalOtherLineInputSchema)),
  }) satisfies z.ZodType<DocumentFormValues>;

const decimalText = (value: string) => String(Number(value));

export const laborRows = (lines: readonly PortalLabor[]): VendorLaborRow[] =>
  lines.map((line) => ({
    id: line.id,
    skilllevelid: line.skilllevelid,
    typeid: line.typeid,
    numberoftechs: String(line.numberoftechs),
    hourlyrate: line.hourlyrate,
    numberofhours: decimalText(line.numberofhours),
  }));

export const materialRows = (lines: readonly PortalMaterial[]): VendorMaterialRow[] =>
  lines.map((line) => ({
    id: line.id,
    description: line.description,
    partnumber: line.partnumber ?? '',
    uom: line.uom,
    unitprice: line.unitprice,
    quantity: decimalText(line.quantity),
  }));

export const otherRows = (lines: readonly PortalOther[]): VendorOtherRow[] =>
  lines.map((line) => ({
    id: line.id,
    typeid: line.typeid,
    description: line.description ?? '',
    quantity: decimalText(line.quantity),
    unitprice: line.unitprice,
  }));

/** The editor's values of a document (a template, a draft, a submitted one shown read-only). */
export const documentValues = (document: PortalDocument): DocumentFormValues => ({
  number: document.number ?? '',
  description: document.description ?? '',
  note: document.note ?? '',
  labor: laborRows(document.labor),
  material: materialRows(document.material),
  other: otherRows(document.other),
});

/** The save body: every field and the whole line lists (kept lines by id, a removed row removed). */
export const documentInput = (document: PortalDocument, values: DocumentFormValues): PortalDocumentInput => ({
  id: document.id,
  workorderid: document.workorderid,
  proposalid: document.proposalid,
  number: values.number.trim() || null,
  description: values.description.trim(),
  note: values.note.trim() || null,
  labor: values.labor.map((row) => vendorPortalLaborLineInputSchema.parse(row)),
  material: values.material.map((row) => vendorPortalMaterialLineInputSchema.parse(row)),
  other: values.other.map((row) => vendorPortalOtherLineInputSchema.parse(row)),
});

/** Appends the imported lines (the answer's lines the editor does not hold yet) to the rows being edited. */
export const withImportedLines = (
  values: DocumentFormValues,
  before: PortalDocument,
  after: PortalDocument,
): DocumentFormValues => {
  const added = <L extends { id: number }>(lines: readonly L[], was: readonly { id: number }[]) => {
    const known = new Set(was.map((line) => line.id));
    return lines.filter((line) => !known.has(line.id));
  };
  return {
    ...values,
    labor: [...values.labor, ...laborRows(added(after.labor, before.labor))],
    material: [...values.material, ...materialRows(added(after.material, before.material))],
    other: [...values.other, ...otherRows(added(after.other, before.other))],
  };
};
