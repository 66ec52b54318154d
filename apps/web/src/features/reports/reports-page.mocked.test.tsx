import { findReportGrid, REPORT_MESSAGES, type ReportColumn } from '@dispatchwise/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDateField, typeDate } from '../../test/dates';
import { renderAs, stubApi, userOf } from '../../entities/work-orders/test-helpers';
import type * as Http from '../../lib/http';
import { downloadFile } from '../../lib/http';
import ReportsPage from './reports-page';

// The export goes through the one download of lib/http: the call is asserted, the file is the API's test.
vi.mock('../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof Http>()),
  downloadFile: vi.fn(() => Promise.resolve()),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const REPORTS = [
  { id: 1, reportname: 'Open Work Orders', showdateselection: false, reporttype: 'grid' },
  { id: 3, reportname: 'Invoice Profit', showdateselection: true, reporttype: 'grid' },
  { id: 13, reportname: 'Work Order Heat Map', showdateselection: true, reporttype: 'heatmap' },
];
const PROFIT_COLUMNS = findReportGrid(3)!.columns as ReportColumn[];
const PROFIT_ROW = {
  workorderid: 41,
  wonumber: 'WO-1041',
  customername: 'Big Box Retail',
  dispatcher: 'Dana Dispatch',
  invoicedate: '2026-03-05T00:00:00.000Z',
  invoiceamount: 1000,
  vendorcost: 600,
  netprofit: 400,
  margin: 40,
};
const answerOf = (
  columns: readonly ReportColumn[],
  data: unknown[],
  summary: (number | null)[] | null = null,
) => ({
  reportid: 3,
  reportname: 'Invoice Profit',
  columns,
  data,
  totalCount: data.length,
  totalCountIsExact: true,
  summary,
  nextCursor: null,
});
const DATA = 'POST /api/reports/getreportdata';

async function pickReport(name: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Report' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('Reports (/reports)', () => {
  it("says 'Unauthorized' without view:reports or Admin", () => {
    stubApi({ 'GET /api/reports/getreports': { status: 200, body: REPORTS } });
    renderAs(userOf('Employee'), <ReportsPage />);
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
  });

  it('lists the grid reports, links the heat maps, and shows the dates only for a report that asks', async () => {
    stubApi({ 'GET /api/reports/getreports': { status: 200, body: REPORTS } });
    renderAs(userOf('Dispatchers'), <ReportsPage />);
    expect(await screen.findByRole('link', { name: 'Work Order Heat Map' })).toHaveAttribute(
      'href',
      '/reports/heatmap/workorder',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Report' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Open Work Orders', 'Invoice Profit']);
    await userEvent.click(screen.getByRole('option', { name: 'Open Work Orders' }));
    // Neither the date's stand-in nor its picker (decision 208).
    expect(screen.queryByRole('textbox', { name: /Begin Date/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Begin Date/ })).not.toBeInTheDocument();
    await pickReport('Invoice Profit');
    expect(await openDateField('Begin Date')).toBeInTheDocument();
    expect(await openDateField('End Date')).toBeInTheDocument();
  });

  it('Fetch sends the report and dates with page size 100 and footers; cells link, footers sum, export posts', async () => {
    const api = stubApi({
      'GET /api/reports/getreports': { status: 200, body: REPORTS },
      [DATA]: { status: 200, body: answerOf(PROFIT_COLUMNS, [PROFIT_ROW], [1, 1000, 600, 400]) },
    });
    renderAs(userOf('Dispatchers'), <ReportsPage />);
    await pickReport('Invoice Profit');
    await typeDate('Begin Date', '03012026');
    await typeDate('End Date', '03312026');
    await userEvent.click(screen.getByRole('button', { name: 'Fetch' }));

    expect(await screen.findByRole('link', { name: 'WO-1041' })).toHaveAttribute(
      'href',
      '/workorder/details?id=41',
    );
    expect(screen.getByText('$1,000.00')).toBeInTheDocument();
    expect(screen.getByText('03/05/2026')).toBeInTheDocument();
    expect(screen.getByText('Sum: $400.00')).toBeInTheDocument();
    expect(screen.getByText('Count: 1')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Work Order Id/ })).not.toBeInTheDocument();

    const body = api.callsTo(DATA)[0]!.body!;
    expect(body).toMatchObject({
      reportid: 3,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      skip: 0,
      take: 100,
      requireTotalCount: true,
    });
    expect(JSON.parse(String(body.totalSummary))).toEqual([
      { selector: 'wonumber', summaryType: 'count' },
      { selector: 'invoiceamount', summaryType: 'sum' },
      { selector: 'vendorcost', summaryType: 'sum' },
      { selector: 'netprofit', summaryType: 'sum' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Export all rows to Excel' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    expect(downloadFile).toHaveBeenCalledWith('/api/reports/export', 'Report.xlsx', {
      method: 'POST',
      body: expect.objectContaining({ reportid: 3, startDate: '2026-03-01', endDate: '2026-03-31' }),
    });
  });

  it('draws the columns the answer describes, with vendor links', async () => {
    const columns: ReportColumn[] = [
      { name: 'vendorid', caption: 'Vendor Id', type: 'number', hidden: true },
      { name: 'name', caption: 'Supplier', type: 'string', link: { to: 'vendor', idField: 'vendorid' } },
      { name: 'jobs', caption: 'Jobs Done', type: 'number', summable: true },
    ];
    stubApi({
      'GET /api/reports/getreports': { status: 200, body: REPORTS },
      [DATA]: { status: 200, body: answerOf(columns, [{ vendorid: 5, name: 'Acme Plumbing', jobs: 1234 }]) },
    });
    renderAs(userOf('Admin'), <ReportsPage />);
    await pickReport('Open Work Orders');
    await userEvent.click(screen.getByRole('button', { name: 'Fetch' }));
    expect(await screen.findByRole('link', { name: 'Acme Plumbing' })).toHaveAttribute(
      'href',
      '/vendor/details?id=5',
    );
    expect(screen.getByRole('columnheader', { name: /Supplier/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Jobs Done/ })).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
  });

  it("shows the API's message when Begin Date is after End Date", async () => {
    stubApi({
      'GET /api/reports/getreports': { status: 200, body: REPORTS },
      [DATA]: { status: 400, body: { message: REPORT_MESSAGES.dateOrder } },
    });
    renderAs(userOf('Admin'), <ReportsPage />);
    await pickReport('Invoice Profit');
    await typeDate('Begin Date', '03312026');
    await typeDate('End Date', '03012026');
    await userEvent.click(screen.getByRole('button', { name: 'Fetch' }));
    expect(await screen.findByText(REPORT_MESSAGES.dateOrder)).toBeInTheDocument();
  });

  it('groups by a column: counts and sums per group, and a group opens its own rows', async () => {
    const api = stubApi({
      'GET /api/reports/getreports': { status: 200, body: REPORTS },
      [DATA]: { status: 200, body: answerOf(PROFIT_COLUMNS, [PROFIT_ROW], [1, 1000, 600, 400]) },
    });
    renderAs(userOf('Admin'), <ReportsPage />);
    await pickReport('Invoice Profit');
    await userEvent.click(screen.getByRole('button', { name: 'Fetch' }));
    await screen.findByRole('link', { name: 'WO-1041' });

    api.fetchMock.mockImplementation(async (_input, init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      const answer = body.group
        ? answerOf(PROFIT_COLUMNS, [
            { key: 'Big Box Retail', count: 2, summary: [1500, 900, 600] },
            { key: null, count: 1, summary: [10, 5, 5] },
          ])
        : answerOf(PROFIT_COLUMNS, [PROFIT_ROW], [1, 1000, 600, 400]);
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Group by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Customer' }));

    expect(await screen.findByText('Big Box Retail')).toBeInTheDocument();
    expect(screen.getByText('(Blanks)')).toBeInTheDocument();
    expect(screen.getByText('$1,500.00')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Net Profit \(Sum\)/ })).toBeInTheDocument();
    expect(screen.getByText('Sum: $400.00')).toBeInTheDocument();
    const groupCall = api.callsTo(DATA).find((call) => call.body?.group)!.body!;
    expect(JSON.parse(String(groupCall.group))).toEqual([{ selector: 'customername' }]);
    expect(JSON.parse(String(groupCall.groupSummary))).toEqual([
      { selector: 'invoiceamount', summaryType: 'sum' },
      { selector: 'vendorcost', summaryType: 'sum' },
      { selector: 'netprofit', summaryType: 'sum' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Show rows of Big Box Retail' }));
    expect(await screen.findByRole('link', { name: 'WO-1041' })).toBeInTheDocument();
    const rowsCall = api
      .callsTo(DATA)
      .filter((call) => !call.body?.group)
      .at(-1)!.body!;
    expect(JSON.parse(String(rowsCall.filter))).toEqual(['customername', '=', 'Big Box Retail']);
  });
});
