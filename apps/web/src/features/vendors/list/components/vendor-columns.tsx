import {
  findListField,
  TIERS,
  VENDOR_STATUS_TYPES,
  vendorListResource,
  type VendorStatusType,
} from '@dispatchwise/shared';
import RateReview from '@mui/icons-material/RateReview';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { ReactNode } from 'react';
import { toFieldType, type DataGridColumn } from '../../../../components/data-grid';
import { Tooltip } from '../../../../components/tooltip';
import {
  PAPERWORK_COLORS,
  RatingStars,
  VendorLink,
  WoCountButton,
  YesMark,
} from '../../../../entities/vendors';
import { textOn } from '../../../../lib/colors';
import { formatDate, formatMoney } from '../../../../lib/format';
import type { VendorListRow } from '../api/get-vendors';
import { VENDOR_LIST_COLUMNS } from '../list-query';

type Column = DataGridColumn<VendorListRow>;
type Caption = (table: string, field: string, fallback?: string) => string;

/** Expired paperwork is marked in red with a warning icon (its tooltip says what), never by colour alone. */
export const EXPIRED_COLOR = '#C62828';

const WIDTHS: Record<string, number> = {
  id: 90,
  name: 220,
  vendorstatustypeid: 120,
  vendorratings: 130,
  minnte: 110,
  tierid: 150,
  address: 200,
  city: 130,
  statecode: 80,
  postalcode: 90,
  primaryphone: 150,
  primaryemail: 200,
  secondaryphone: 150,
  secondaryemail: 200,
  workordercount: 100,
  tradearray: 220,
};

export const statusTypeOf = (id: number): VendorStatusType | undefined =>
  VENDOR_STATUS_TYPES.find((status) => status.id === id);
const tierNameOf = (id: unknown) => TIERS.find((tier) => tier.id === Number(id))?.name ?? '';

/** The documents a row has expired today, by name (GL, WC, W9). */
export const expiredDocumentsOf = (row: VendorListRow) =>
  [row.glexpired && 'GL', row.wcexpired && 'WC', row.w9expired && 'W9'].filter(Boolean) as string[];

/** An icon after a value that says what it means (tooltip and accessible name), never colour alone. */
function CellMark({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <span
        role="img"
        aria-label={label}
        style={{ display: 'inline-flex', verticalAlign: 'middle', marginLeft: 4 }}
      >
        {children}
      </span>
    </Tooltip>
  );
}

function ExpiredMark({ label }: { label: string }) {
  return (
    <CellMark label={label}>
      <WarningAmber fontSize="small" style={{ color: EXPIRED_COLOR }} />
    </CellMark>
  );
}

/** An expiry date, marked when the document has expired (WC Exp., GL Exp.). */
function ExpiryDate({
  value,
  isExpired,
  label,
}: {
  value: string | null;
  isExpired: boolean;
  label: string;
}) {
  if (!isExpired) return <>{formatDate(value)}</>;
  return (
    <span style={{ color: EXPIRED_COLOR, fontWeight: 600 }}>
      {formatDate(value)}
      <ExpiredMark label={`${label} expired`} />
    </span>
  );
}

/** A vendor with a compliance upload waiting for staff review (issue 15, decision 161). */
export const REVIEW_MARK_LABEL = 'Documents waiting for review';

function ReviewMark() {
  return (
    <CellMark label={REVIEW_MARK_LABEL}>
      <RateReview fontSize="small" color="primary" />
    </CellMark>
  );
}

/**
 * `onOpenHistory` absent: the user may not read work orders, and the WO Count is a plain number.
 * `reviewVendorIds`: the vendors whose uploads wait for review (one call for the whole list).
 */
type Handlers = {
  onOpenHistory?: (row: VendorListRow) => void;
  reviewVendorIds?: ReadonlySet<number>;
};

function cellOf(name: string, { onOpenHistory, reviewVendorIds }: Handlers): Column['Cell'] {
  switch (name) {
    case 'name':
      return ({ row }) => {
        const expired = expiredDocumentsOf(row.original);
        return (
          <>
            <VendorLink vendorid={row.original.id} isNewTab={false}>
              {row.original.name}
            </VendorLink>
            {expired.length ? <ExpiredMark label={`Expired paperwork: ${expired.join(', ')}`} /> : null}
            {reviewVendorIds?.has(row.original.id) ? <ReviewMark /> : null}
          </>
        );
      };
    case 'vendorstatustypeid':
      return ({ row }) => statusTypeOf(row.original.vendorstatustypeid)?.type ?? '';
    case 'vendorratings':
      return ({ row }) => <RatingStars value={row.original.vendorratings} />;
    case 'tierid':
      return ({ row }) => tierNameOf(row.original.tierid);
    case 'minnte':
      return ({ row }) => formatMoney(row.original.minnte);
    case 'workordercount':
      return ({ row }) =>
        onOpenHistory ? (
          <WoCountButton
            count={row.original.workordercount}
            vendorname={row.original.name}
            onOpen={() => onOpenHistory(row.original)}
          />
        ) : (
          row.original.workordercount
        );
    case 'wcexpirationdate':
      return ({ row }) => (
        <ExpiryDate value={row.original.wcexpirationdate} isExpired={row.original.wcexpired} label="WC" />
      );
    case 'glexpirationdate':
      return ({ row }) => (
        <ExpiryDate value={row.original.glexpirationdate} isExpired={row.original.glexpired} label="GL" />
      );
    case 'tradearray':
      return ({ row }) => row.original.tradearray.join(', ');
    default:
      break;
  }
  const type = findListField(vendorListResource, name)?.type;
  if (type === 'boolean') return ({ cell }) => <YesMark value={cell.getValue()} />;
  return undefined;
}

/** Per-cell look: the status colour (spec A: 1 pale yellow, 2 green, 3 light green, 4 red), the name's paperwork colour. */
function bodyCellPropsOf(name: string): Column['muiTableBodyCellProps'] {
  if (name === 'vendorstatustypeid')
    return ({ row }) => {
      const color = statusTypeOf(row.original.vendorstatustypeid)?.color;
      return { style: color ? { backgroundColor: color, color: textOn(color), fontWeight: 600 } : undefined };
    };
  if (name === 'name')
    return ({ row }) => ({
      style: {
        backgroundColor: row.original.paperworkcomplete
          ? PAPERWORK_COLORS.complete
          : PAPERWORK_COLORS.incomplete,
      },
    });
  if (name === 'minnte' || name === 'workordercount') return { align: 'right' };
  return undefined;
}

/** Header filters on the columns with few distinct values (a vendor name or phone has one per vendor). */
const HEADER_FILTERED = new Set([
  'vendorstatustypeid',
  'isactive',
  'autoattachenabled',
  'tierid',
  'paperworkcomplete',
  'backgroundchecksrun',
  'city',
  'statecode',
  'wcexempt',
]);

/** How the lookup columns' header filters name their values. */
const FILTER_VALUE: Record<string, (value: unknown) => string> = {
  vendorstatustypeid: (value) => statusTypeOf(Number(value))?.type ?? String(value),
  tierid: tierNameOf,
};

/** The Vendors list's columns (spec A "Vendors list"), captions from the vendor table. */
export function buildVendorColumns(caption: Caption, handlers: Handlers): Column[] {
  return VENDOR_LIST_COLUMNS.map((name) => {
    const field = findListField(vendorListResource, name);
    const type = field?.type ?? 'string';
    const bodyCellProps = bodyCellPropsOf(name);
    return {
      id: name,
      accessorKey: name as keyof VendorListRow & string,
      header: caption('vendor', field?.caption.datafieldname ?? name, name),
      size: WIDTHS[name] ?? (type === 'date' || type === 'boolean' ? 130 : 140),
      enableSorting: Boolean(field?.sortable),
      dataType: toFieldType(type),
      isFilterable: Boolean(field?.filterable) && !type.endsWith('[]'),
      hasHeaderFilter: Boolean(field?.groupable) && HEADER_FILTERED.has(name),
      ...(FILTER_VALUE[name] ? { formatFilterValue: FILTER_VALUE[name] } : {}),
      Cell: cellOf(name, handlers),
      ...(bodyCellProps ? { muiTableBodyCellProps: bodyCellProps } : {}),
      ...(name === 'minnte' || name === 'workordercount'
        ? { muiTableHeadCellProps: { align: 'right' as const } }
        : {}),
    } as Column;
  });
}
