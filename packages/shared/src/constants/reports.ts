/**
 * Report definitions (spec A "Reports" and "Heat maps"); names and date selection decided in
 * decision 016. Heat maps (13, 14, 24) have their own screens and are not in the report picker.
 */
export type ReportDefinition = {
  id: number;
  reportname: string;
  showdateselection: boolean;
  reporttype: 'grid' | 'heatmap';
};

const r = (
  id: number,
  reportname: string,
  showdateselection: boolean,
  reporttype: 'grid' | 'heatmap' = 'grid',
) => ({
  id,
  reportname,
  showdateselection,
  reporttype,
});

export const REPORTS: readonly ReportDefinition[] = [
  r(1, 'Open Work Orders', false),
  r(2, 'Work Orders by Received Date', true),
  r(3, 'Invoice Profit', true),
  r(5, 'Vendor Compliance', false),
  r(6, 'Vendor Missing Documents', false),
  r(7, 'Vendor Payments', true),
  r(8, 'Cancelled Work Orders', true),
  r(9, 'Dispatcher Touch Counts', true),
  r(10, 'Customer Work Order Counts', true),
  r(11, 'Completed Not Invoiced', false),
  r(12, 'Profit by Customer', true),
  r(13, 'Work Order Heat Map', true, 'heatmap'),
  r(14, 'Heat Map by Company and Trade', false, 'heatmap'),
  r(15, 'Expired Vendor Insurance', false),
  r(16, 'Invoiced Work Orders', true),
  r(18, 'Dispatcher Work Order Counts', true),
  r(19, 'Vendor Work Order Counts', true),
  r(20, 'Open Invoices Aging', false),
  r(23, 'Profit by Dispatcher', true),
  r(24, 'Vendor Coverage by Zip Code', false, 'heatmap'),
];

export const REPORT_EXPORT_FILE = 'Report.xlsx';
export const JOBSITE_SAMPLE_FILE = 'JobsiteSampleWorksheet.xlsx';
/** Heat maps (spec A): radius slider 0..500 step 10, default 50; map start zoom 3. */
export const HEATMAP = {
  radiusMin: 0,
  radiusMax: 500,
  radiusStep: 10,
  radiusDefault: 50,
  startZoom: 3,
} as const;
