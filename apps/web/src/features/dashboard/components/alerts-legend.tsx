import { WORK_ORDER_STATUSES } from '@dispatchwise/shared';
import { WorkOrderLegend, type LegendRow } from '../../../entities/work-orders';
import { HIGHLIGHT_COLORS, HIGHLIGHT_LABELS, type RowHighlight } from '../row-highlight';

const HIGHLIGHTS: RowHighlight[] = ['flagged', 'multivendor', 'both'];
const ROWS: LegendRow[] = HIGHLIGHTS.map((key) => ({
  color: HIGHLIGHT_COLORS[key],
  label: HIGHLIGHT_LABELS[key],
}));

/** The legend below the alerts grid on one line: past due, the row highlights (decision 107), status colours. */
export function AlertsLegend() {
  return <WorkOrderLegend statuses={WORK_ORDER_STATUSES} rows={ROWS} />;
}
