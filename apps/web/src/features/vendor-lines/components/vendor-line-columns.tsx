import { formatDate, formatMoney } from '../../../lib/format';
import type { DataGridColumn } from '../../../components/data-grid';
import type { VendorLine } from '../api/types';
import { Label, VendorLink, WoCountButton, YesMark } from '../../../entities/vendors';
import {
  formatAverageCost,
  formatOnTime,
  formatQcAverage,
  scorecardTitles,
  sortable,
  type ScorecardFigures,
} from './scorecard';

type Column = DataGridColumn<VendorLine>;
type Caption = (field: string, fallback: string) => string;

/** The hold's colour (the NTE guard) and the approved invoice's. */
export const HOLD_COLOR = '#FFE0B2';
export const APPROVED_COLOR = '#C8E6C9';
const CANCELLED_COLOR = '#E0E0E0';

const money = (value: string | null | undefined) => (value == null || value === '' ? '' : formatMoney(value));

const right = {
  muiTableBodyCellProps: { align: 'right' as const },
  muiTableHeadCellProps: { align: 'right' as const },
};

/**
 * The Vendor tab's columns (spec B "Vendor tab"): vendor id, vendor name (link to the vendor), minnte, quote
 * only, invoice number, status, attached date, phone, dispatch email, paid by CC, cost (quotedamount), NOD,
 * note; then the WO Count (the history popup), the trade and the vendor's scorecard in it (docs/decisions/131).
 */
export function vendorLineColumns(c: Caption, onOpenHistory: (line: VendorLine) => void): Column[] {
  return [
    {
      id: 'vendorid',
      accessorKey: 'vendorid',
      header: c('vendorid', 'Vendor Id'),
      size: 115,
      dataType: 'number',
    },
    {
      id: 'vendorname',
      accessorKey: 'vendorname',
      header: c('vendorname', 'Vendor Name'),
      size: 200,
      Cell: ({ row }) => <VendorLink vendorid={row.original.vendorid}>{row.original.vendorname}</VendorLink>,
    },
    {
      id: 'minnte',
      accessorFn: (line) => sortable(line.minnte),
      header: c('minnte', 'Min NTE'),
      size: 110,
      sortUndefined: 'last',
      ...right,
      Cell: ({ row }) => money(row.original.minnte),
    },
    {
      id: 'quoteonly',
      accessorKey: 'quoteonly',
      header: c('quoteonly', 'Quote Only'),
      size: 125,
      dataType: 'boolean',
      Cell: ({ row }) => <YesMark value={row.original.quoteonly} />,
    },
    { id: 'invnumber', accessorKey: 'invnumber', header: c('invnumber', 'Invoice Number'), size: 155 },
    {
      id: 'status',
      accessorKey: 'status',
      header: c('status', 'Status'),
      size: 220,
      Cell: ({ row }) => {
        const line = row.original;
        return (
          <>
            <Label color={line.status === 'Cancelled' ? CANCELLED_COLOR : 'transparent'}>{line.status}</Label>
            {line.isapproved ? (
              <Label
                color={APPROVED_COLOR}
                title={line.approvedby ? `Approved by ${line.approvedby}` : undefined}
              >
                Approved
              </Label>
            ) : null}
            {line.hold ? (
              <Label color={HOLD_COLOR} title={line.hold.message}>
                On hold: over NTE
              </Label>
            ) : null}
          </>
        );
      },
    },
    {
      id: 'createddate',
      accessorKey: 'createddate',
      header: c('createddate', 'Attached Date'),
      size: 145,
      dataType: 'date',
      Cell: ({ row }) => formatDate(row.original.createddate),
    },
    { id: 'phone', accessorKey: 'phone', header: c('primaryphone', 'Phone'), size: 140 },
    {
      id: 'dispatchemail',
      accessorKey: 'dispatchemail',
      header: c('dispatchemail', 'Dispatch Email'),
      size: 200,
    },
    {
      id: 'paidbycc',
      accessorKey: 'paidbycc',
      header: c('paidbycc', 'Paid By CC'),
      size: 120,
      dataType: 'boolean',
      Cell: ({ row }) => <YesMark value={row.original.paidbycc} />,
    },
    {
      id: 'quotedamount',
      accessorFn: (line) => Number(line.quotedamount),
      header: c('quotedamount', 'Cost'),
      size: 110,
      dataType: 'number',
      ...right,
      Cell: ({ row }) => money(row.original.quotedamount),
    },
    {
      id: 'nodflagged',
      accessorKey: 'nodflagged',
      header: c('nodflagged', 'NOD'),
      size: 90,
      dataType: 'boolean',
      Cell: ({ row }) => (row.original.nodflagged ? <Label color="#FFCDD2">NOD</Label> : null),
    },
    { id: 'note', accessorKey: 'note', header: c('note', 'Note'), size: 220 },
    {
      id: 'wocount',
      accessorKey: 'wocount',
      header: c('wocount', 'WO Count'),
      size: 115,
      dataType: 'number',
      ...right,
      Cell: ({ row }) => (
        <WoCountButton
          count={row.original.wocount}
          vendorname={row.original.vendorname}
          onOpen={() => onOpenHistory(row.original)}
        />
      ),
    },
    { id: 'tradename', accessorKey: 'tradename', header: 'Trade', size: 150 },
    ...scorecardColumns<VendorLine>((line) => line.scorecard),
  ];
}

/**
 * The scorecard's four figures as sortable columns (docs/decisions/131): unknown figures sort last. Shared by
 * the Vendor tab and the Select Vendor popup.
 */
export function scorecardColumns<T extends Record<string, unknown>>(
  cardOf: (row: T) => ScorecardFigures | null,
): DataGridColumn<T>[] {
  return [
    {
      id: 'qcaverage',
      accessorFn: (row) => sortable(cardOf(row)?.qcaverage),
      header: 'QC Avg',
      size: 105,
      sortUndefined: 'last',
      ...right,
      Cell: ({ row }) => (
        <span title={scorecardTitles.qcaverage(cardOf(row.original))}>
          {formatQcAverage(cardOf(row.original))}
        </span>
      ),
    },
    {
      id: 'ontimerate',
      accessorFn: (row) => sortable(cardOf(row)?.ontimerate),
      header: 'On Time',
      size: 105,
      sortUndefined: 'last',
      ...right,
      Cell: ({ row }) => (
        <span title={scorecardTitles.ontimerate(cardOf(row.original))}>
          {formatOnTime(cardOf(row.original))}
        </span>
      ),
    },
    {
      id: 'completedjobs',
      accessorFn: (row) => sortable(cardOf(row)?.completedjobs),
      header: 'Jobs (12 mo)',
      size: 130,
      sortUndefined: 'last',
      ...right,
      Cell: ({ row }) => {
        const card = cardOf(row.original);
        return card ? <span title={scorecardTitles.completedjobs()}>{card.completedjobs}</span> : '';
      },
    },
    {
      id: 'averagecost',
      accessorFn: (row) => sortable(cardOf(row)?.averagecost),
      header: 'Avg Cost',
      size: 115,
      sortUndefined: 'last',
      ...right,
      Cell: ({ row }) => (
        <span title={scorecardTitles.averagecost()}>{formatAverageCost(cardOf(row.original))}</span>
      ),
    },
  ];
}
