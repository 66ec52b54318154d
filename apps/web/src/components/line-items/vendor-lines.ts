import {
  LABOR_RATE_TYPES,
  laborAmount,
  LINE_ITEM_TYPES,
  materialAmount,
  OTHER_LINE_TYPE_IDS,
  SKILL_LEVELS,
  UNITS,
  type LineAmounts,
} from '@dispatchwise/shared';
import type { LineItemSection } from './sections';

// A vendor's Labor, Materials and Other lines (spec C 2.8 and 3 "Lines", spec B section 5): the three sections
// of the vendor portal's editors on the shared line-items editor (docs/decisions/137, 165), priced with the
// shared `laborAmount` / `materialAmount` while typing; the saved figures are the API's.

/** A labor line as the editor holds it: '' until a choice is made, numbers as typed. */
export type VendorLaborRow = {
  id?: number;
  skilllevelid: number | '';
  typeid: number | '';
  numberoftechs: string;
  hourlyrate: string;
  numberofhours: string;
};
export type VendorMaterialRow = {
  id?: number;
  description: string;
  partnumber: string;
  uom: number | '';
  unitprice: string;
  quantity: string;
};
export type VendorOtherRow = {
  id?: number;
  typeid: number | '';
  description: string;
  quantity: string;
  unitprice: string;
};

/** One amount per line: shown as the row's Amount, added up as the document's totals. */
const amountOnly = (amount: string): LineAmounts => ({ subtotal: amount, taxes: '0.00', total: amount });
const AMOUNT = [{ key: 'total', label: 'Amount' }] as const;

/** The "other" line types (Travel, Other, Tax, Misc). */
export const OTHER_LINE_TYPES = LINE_ITEM_TYPES.filter((type) => OTHER_LINE_TYPE_IDS.includes(type.id));

export const vendorLaborSection: LineItemSection<VendorLaborRow> = {
  id: 'labor',
  title: 'Labor',
  fields: [
    { kind: 'select', field: 'skilllevelid', label: 'Skill Level', options: SKILL_LEVELS, width: 150 },
    { kind: 'select', field: 'typeid', label: 'Type', options: LABOR_RATE_TYPES, width: 150 },
    { kind: 'number', field: 'numberoftechs', label: 'Number of Techs', width: 130, decimals: 0 },
    { kind: 'number', field: 'hourlyrate', label: 'Hourly Rate', width: 120, decimals: 2 },
    { kind: 'number', field: 'numberofhours', label: 'Hours', width: 100, decimals: 2 },
  ],
  amountColumns: AMOUNT,
  amountsOf: (row) =>
    amountOnly(
      laborAmount({
        rate: row.hourlyrate,
        hours: row.numberofhours,
        techs: row.numberoftechs,
        multiplierid: row.typeid,
      }),
    ),
  newRow: () => ({ skilllevelid: '', typeid: '', numberoftechs: '1', hourlyrate: '', numberofhours: '' }),
};

export const vendorMaterialSection: LineItemSection<VendorMaterialRow> = {
  id: 'material',
  title: 'Materials',
  fields: [
    { kind: 'text', field: 'description', label: 'Description', width: 0 },
    { kind: 'text', field: 'partnumber', label: 'Part Number', width: 140 },
    { kind: 'select', field: 'uom', label: 'Unit', options: UNITS, width: 110 },
    { kind: 'number', field: 'unitprice', label: 'Unit Price', width: 110, decimals: 2 },
    { kind: 'number', field: 'quantity', label: 'Quantity', width: 100, decimals: 2 },
  ],
  amountColumns: AMOUNT,
  amountsOf: (row) => amountOnly(materialAmount(row)),
  newRow: () => ({ description: '', partnumber: '', uom: '', unitprice: '', quantity: '1' }),
};

export const vendorOtherSection: LineItemSection<VendorOtherRow> = {
  id: 'other',
  title: 'Other',
  fields: [
    { kind: 'select', field: 'typeid', label: 'Type', options: OTHER_LINE_TYPES, width: 130 },
    { kind: 'text', field: 'description', label: 'Description', width: 0 },
    { kind: 'number', field: 'quantity', label: 'Quantity', width: 100, decimals: 2 },
    { kind: 'number', field: 'unitprice', label: 'Price', width: 110, decimals: 2 },
  ],
  amountColumns: AMOUNT,
  amountsOf: (row) => amountOnly(materialAmount(row)),
  newRow: () => ({ typeid: '', description: '', quantity: '1', unitprice: '' }),
};
