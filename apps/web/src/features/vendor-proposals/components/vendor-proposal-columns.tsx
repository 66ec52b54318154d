import { findListField, vendorProposalListResource } from '@dispatchwise/shared';
import type { DataGridColumn } from '../../../components/data-grid';
import { formatMoney } from '../../../lib/format';
import type { VendorProposalRow } from '../api/types';

type Column = DataGridColumn<VendorProposalRow>;
type Caption = (table: string, field: string, fallback?: string) => string;

/** The grid's columns (spec B section 2: status, vendor name, proposal #, work order #, proposal amount). */
const SHOWN: readonly { name: string; fallback: string; size: number }[] = [
  { name: 'proposalstatus', fallback: 'Status', size: 130 },
  { name: 'vendorname', fallback: 'Vendor Name', size: 220 },
  { name: 'proposalnumber', fallback: 'Proposal #', size: 150 },
  { name: 'wonumber', fallback: 'Work Order #', size: 150 },
  { name: 'proposalamount', fallback: 'Proposal Amount', size: 170 },
];

/** The shown columns with their captions (`vendorproposal` caption table), in the export's order too. */
export const vendorProposalHeaders = (caption: Caption) =>
  SHOWN.map(({ name, fallback }) => ({ name, header: caption('vendorproposal', name, fallback) }));

export function vendorProposalColumns(caption: Caption): Column[] {
  return SHOWN.map(({ name, fallback, size }) => {
    const field = findListField(vendorProposalListResource, name);
    const isMoney = field?.type === 'money';
    return {
      id: name,
      accessorKey: name,
      header: caption('vendorproposal', name, fallback),
      size,
      enableSorting: field?.sortable ?? false,
      dataType: isMoney ? 'number' : 'string',
      hasHeaderFilter: name === 'proposalstatus',
      ...(isMoney
        ? {
            muiTableBodyCellProps: { align: 'right' as const },
            muiTableHeadCellProps: { align: 'right' as const },
            Cell: ({ row }) => formatMoney(row.original.proposalamount),
          }
        : {}),
    } satisfies Column;
  });
}
