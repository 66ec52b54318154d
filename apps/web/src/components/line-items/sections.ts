import { lineAmounts, LINE_ITEM_TYPES, type IdName, type LineAmounts } from '@dispatchwise/shared';

// What a section of the line-items editor shows (issue 11 "One line-items mechanism", docs/decisions/137):
// its title, the inputs of a row, the amounts computed from them and the row a click on Add Item starts. The
// proposals and invoices use one section of `documentLineSection`; the vendor portal's Labor / Materials /
// Other editor is three sections of its own (laborAmount, materialAmount) on the same component.

/** One input of a row. `decimals` limits a number input (the contract refuses more). */
export type LineItemField<R> =
  | { kind: 'select'; field: keyof R & string; label: string; options: readonly IdName[]; width: number }
  | { kind: 'text'; field: keyof R & string; label: string; width: number }
  | { kind: 'number'; field: keyof R & string; label: string; width: number; decimals: number };

/** The computed amounts a row shows after its inputs, in this order. */
export type LineAmountColumn = { key: keyof LineAmounts; label: string };

export type LineItemSection<R> = {
  id: string;
  title: string;
  fields: readonly LineItemField<R>[];
  amountColumns: readonly LineAmountColumn[];
  /** The row's amounts as two-decimal strings (the shared exact calculations); they add up to the totals. */
  amountsOf: (row: R) => LineAmounts;
  /** A new row (Add Item). */
  newRow: () => R;
  /** How a row is named to a screen reader: "Line 2". */
  rowLabel?: (index: number) => string;
};

/** A proposal's or invoice's line as its editor holds it: the inputs as typed. */
export type DocumentLineRow = {
  /** The saved line's id; absent on a new line. */
  id?: number;
  /** '' until a type is picked (Type is required). */
  itemtypeid: number | '';
  description: string;
  quantity: string;
  rates: string;
  taxrate: string;
};

export const emptyDocumentLine = (): DocumentLineRow => ({
  itemtypeid: '',
  description: '',
  quantity: '1',
  rates: '',
  taxrate: '0',
});

/** Spec B section 3 "Invoice / proposal line item": Type, Description, Quantity, Rate, Tax Rate %. */
export const documentLineSection: LineItemSection<DocumentLineRow> = {
  id: 'items',
  title: 'Line Items',
  fields: [
    { kind: 'select', field: 'itemtypeid', label: 'Type', options: LINE_ITEM_TYPES, width: 130 },
    { kind: 'text', field: 'description', label: 'Description', width: 0 },
    { kind: 'number', field: 'quantity', label: 'Quantity', width: 90, decimals: 2 },
    { kind: 'number', field: 'rates', label: 'Rate', width: 110, decimals: 2 },
    { kind: 'number', field: 'taxrate', label: 'Tax Rate %', width: 95, decimals: 3 },
  ],
  amountColumns: [
    { key: 'subtotal', label: 'Subtotal' },
    { key: 'taxes', label: 'Taxes' },
    { key: 'total', label: 'Total' },
  ],
  amountsOf: (row) => lineAmounts({ quantity: row.quantity, rate: row.rates, taxrate: row.taxrate }),
  newRow: emptyDocumentLine,
};
