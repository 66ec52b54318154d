import { useForm } from 'react-hook-form';
import { DateRangeFields, isoDateOf, type DateRangeValues } from '../date-range-fields';
import { HeatMapScreen, useHeatMapFetch } from './heat-map-screen';

/** Report 13 of spec A: work orders by their received date. */
export const WORK_ORDER_HEAT_MAP = 13;

/** /reports/heatmap/workorder: Begin Date, End Date, Fetch; the work orders received in the range. */
export default function WorkOrderHeatMapPage() {
  const form = useForm<DateRangeValues>({ defaultValues: { startDate: null, endDate: null } });
  const fetched = useHeatMapFetch();
  const handleSubmit = form.handleSubmit(({ startDate, endDate }) =>
    fetched.fetch({
      reportid: WORK_ORDER_HEAT_MAP,
      startDate: isoDateOf(startDate),
      endDate: isoDateOf(endDate),
    }),
  );
  return (
    <HeatMapScreen
      label="Work order heat map"
      onSubmit={handleSubmit}
      fetched={fetched}
      describeCount={(answer) => `${answer.count.toLocaleString('en-US')} work orders`}
    >
      <DateRangeFields control={form.control} />
    </HeatMapScreen>
  );
}
