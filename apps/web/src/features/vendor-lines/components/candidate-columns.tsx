import { VENDOR_BLOCK_MESSAGES } from '@dispatchwise/shared';
import type { DataGridColumn } from '../../../components/data-grid';
import { formatDate, formatMoney } from '../../../lib/format';
import type { VendorCandidate } from '../api/types';
import {
  Label,
  PAPERWORK_COLORS,
  RatingStars,
  VendorLink,
  WoCountButton,
  YesMark,
} from '../../../entities/vendors';
import { sortable } from './scorecard';
import { scorecardColumns } from './vendor-line-columns';

type Column = DataGridColumn<VendorCandidate>;
type Caption = (field: string, fallback: string) => string;

export const BLOCKED_COLOR = '#FFCDD2';
const ATTACHED_COLOR = '#E0E0E0';

const right = {
  muiTableBodyCellProps: { align: 'right' as const },
  muiTableHeadCellProps: { align: 'right' as const },
};
const yes = (name: keyof VendorCandidate, header: string, size = 110): Column => ({
  id: name,
  accessorKey: name,
  header,
  size,
  dataType: 'boolean',
  Cell: ({ row }) => <YesMark value={row.original[name]} />,
});
const text = (name: keyof VendorCandidate, header: string, size = 130): Column => ({
  id: name,
  accessorKey: name,
  header,
  size,
});

/**
 * The Select Vendor popup's columns (spec B "Vendor tab"): the vendor's name coloured by its paperwork and its
 * status type coloured by the type, why a blocked vendor cannot be attached, then active, excluded by customer,
 * min NTE, created date, rating (5 stars), phone, background checks run, dispatch email, address, city, state,
 * zip, WO count (the history popup), distance, MS/SW, terms, tier, trade, the dispatch priority and the
 * scorecard (sortable, docs/decisions/131).
 */
export function candidateColumns(c: Caption, onOpenHistory: (vendor: VendorCandidate) => void): Column[] {
  return [
    {
      id: 'name',
      accessorKey: 'name',
      header: c('name', 'Name'),
      size: 220,
      hasHeaderFilter: true,
      muiTableBodyCellProps: ({ row }) => ({
        style: {
          backgroundColor: row.original.paperworkcomplete
            ? PAPERWORK_COLORS.complete
            : PAPERWORK_COLORS.incomplete,
        },
      }),
      Cell: ({ row }) => <VendorLink vendorid={row.original.id}>{row.original.name}</VendorLink>,
    },
    {
      id: 'blockedreason',
      accessorFn: (vendor) => vendor.blockedreason ?? (vendor.isattached ? 'Attached' : ''),
      header: 'Attach',
      size: 170,
      Cell: ({ row }) => {
        const vendor = row.original;
        if (vendor.blockedreason)
          return (
            <Label color={BLOCKED_COLOR} title={VENDOR_BLOCK_MESSAGES[vendor.blockedreason]}>
              Blocked: {vendor.blockedreason}
            </Label>
          );
        return vendor.isattached ? <Label color={ATTACHED_COLOR}>Already attached</Label> : null;
      },
    },
    {
      id: 'vendorstatus',
      accessorKey: 'vendorstatus',
      header: 'Type',
      size: 120,
      Cell: ({ row }) => <Label color={row.original.vendorstatuscolor}>{row.original.vendorstatus}</Label>,
    },
    {
      id: 'priority',
      accessorFn: (vendor) => sortable(vendor.priority),
      header: 'Priority',
      size: 100,
      sortUndefined: 'last',
      ...right,
    },
    {
      id: 'distancefromjob',
      accessorFn: (vendor) => sortable(vendor.distancefromjob),
      header: c('distancefromjob', 'Distance'),
      size: 115,
      sortUndefined: 'last',
      ...right,
      Cell: ({ row }) =>
        row.original.distancefromjob == null ? '' : `${row.original.distancefromjob.toFixed(1)} mi`,
    },
    text('primarytrade', 'Trade', 150),
    ...scorecardColumns<VendorCandidate>((vendor) => vendor),
    {
      id: 'vendorrating',
      accessorFn: (vendor) => sortable(vendor.vendorrating),
      header: c('vendorrating', 'Rating'),
      size: 130,
      sortUndefined: 'last',
      Cell: ({ row }) => <RatingStars value={row.original.vendorrating} />,
    },
    yes('isactive', c('isactive', 'Active'), 95),
    yes('excludedfromcustomer', c('excludedfromcustomer', 'Excluded by Customer'), 190),
    {
      id: 'minnte',
      accessorFn: (vendor) => sortable(vendor.minnte),
      header: c('minnte', 'Min NTE'),
      size: 110,
      sortUndefined: 'last',
      ...right,
      Cell: ({ row }) => (row.original.minnte == null ? '' : formatMoney(row.original.minnte)),
    },
    {
      id: 'createddate',
      accessorKey: 'createddate',
      header: c('createddate', 'Created Date'),
      size: 140,
      Cell: ({ row }) => formatDate(row.original.createddate),
    },
    text('primaryphone', c('primaryphone', 'Phone'), 140),
    yes('backgroundchecksrun', c('backgroundchecksrun', 'Background Checks Run?'), 210),
    text('dispatchemail', c('dispatchemail', 'Dispatch Email'), 200),
    text('address', c('address', 'Address'), 180),
    text('city', c('city', 'City'), 120),
    text('statecode', c('statecode', 'State'), 70),
    text('postalcode', c('postalcode', 'Zip'), 80),
    {
      id: 'wocount',
      accessorKey: 'wocount',
      header: c('wocount', 'WO Count'),
      size: 115,
      ...right,
      Cell: ({ row }) => (
        <WoCountButton
          count={row.original.wocount}
          vendorname={row.original.name}
          onOpen={() => onOpenHistory(row.original)}
        />
      ),
    },
    text('mssw', c('mssw', 'MS/SW'), 100),
    text('term', c('termid', 'Terms'), 100),
    {
      id: 'tierid',
      accessorFn: (vendor) => sortable(vendor.tierid),
      header: c('tierid', 'Tier'),
      size: 90,
      sortUndefined: 'last',
      Cell: ({ row }) => (row.original.tierid == null ? '' : `Tier ${row.original.tierid}`),
    },
  ];
}
