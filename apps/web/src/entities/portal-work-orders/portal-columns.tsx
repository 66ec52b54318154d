import { findListField, workOrderListResource, type WorkOrderListRow } from '@dispatchwise/shared';
import { toFieldType, type DataGridColumn } from '../../components/data-grid';
import { dateColumn, priorityColumn, statusColumn, textColumn, workOrderLinkColumn } from '../work-orders';

import { portalDetailsPath, type PortalArea } from './list-status';

type Caption = (table: string, field: string, fallback: string) => string;
type Column = DataGridColumn<WorkOrderListRow>;

/** Filter type and header filter from the shared resource (the API refuses what the resource does not allow). */
const fromResource = (column: Column): Column => {
  const field = findListField(workOrderListResource, String(column.id));
  const isScalarText = field?.type === 'string' || field?.type === 'number';
  return {
    ...column,
    dataType: toFieldType(field?.type),
    isFilterable: Boolean(field?.filterable) && field?.type !== 'string[]',
    hasHeaderFilter: Boolean(field?.groupable) && isScalarText,
  };
};

/** Shown by the column chooser only (spec A's list keeps them hidden too). */
const HIDDEN_COLUMNS = ['streetaddress', 'postalcode', 'createddate', 'duedate'];

/**
 * Per portal: the vendor's list as decision 160 set it; the customer's is "the same grid with a ponumber
 * column" (spec C 2.9), its own name starting hidden (every row is the customer's; decision 172).
 */
export const PORTAL_HIDDEN_COLUMNS: Record<PortalArea, readonly string[]> = {
  vendorprofile: HIDDEN_COLUMNS,
  customerprofile: ['customername', ...HIDDEN_COLUMNS],
};

/**
 * My Work Orders' columns: the portal grids' work-order columns (entities/work-orders) over the fields the
 * list resource shows a vendor or a customer; staff-only fields (vendors, invoice amount, provider) are not
 * offered. The customer's grid adds the PO number after the work order #. The order is the staff list's:
 * status and priority first, then where, when and who (decision 191).
 */
export function portalColumns(caption: Caption, area: PortalArea, origin: string): Column[] {
  const c = (field: string, fallback: string) => caption('workorder', field, fallback);
  return [
    workOrderLinkColumn(portalDetailsPath(area), origin),
    ...(area === 'customerprofile' ? [textColumn('ponumber', c('ponumber', 'PO #'), { size: 130 })] : []),
    statusColumn(caption),
    priorityColumn(caption),
    textColumn('customername', c('customername', 'Customer'), { size: 180 }),
    textColumn('jobsite', c('jobsite', 'Job Site'), { size: 180 }),
    textColumn('city', c('city', 'City'), { size: 120 }),
    textColumn('statecode', c('statecode', 'State'), { size: 90 }),
    dateColumn('scheduledate', c('scheduledate', 'Schedule Date')),
    textColumn('dispatcher', c('dispatcher', 'Dispatcher'), { size: 140 }),
    textColumn('trades', c('trades', 'Trades'), {
      size: 160,
      Cell: ({ row }) => (row.original.trades ?? []).join(', '),
    }),
    dateColumn('dispatchdate', c('dispatchdate', 'Dispatch Date')),
    textColumn('briefdescription', c('briefdescription', 'Brief Description'), { size: 260 }),
    textColumn('streetaddress', c('streetaddress', 'Address'), { size: 190 }),
    textColumn('postalcode', c('postalcode', 'Zip'), { size: 90 }),
    dateColumn('createddate', c('createddate', 'Created Date')),
    dateColumn('duedate', c('duedate', 'Due Date')),
  ].map(fromResource);
}
