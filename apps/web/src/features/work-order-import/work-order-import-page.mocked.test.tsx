import { WORK_ORDER_IMPORT_MESSAGES } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAs, stubApi, userOf } from '../../entities/work-orders/test-helpers';
import { ApiError } from '../../lib/http';
import { importWorkOrderFile, type ImportedWorkOrder } from './api/import-work-orders';
import WorkOrderImportPage from './work-order-import-page';

// The file upload goes through XMLHttpRequest (progress), which the test replaces; the PO import goes
// through fetch, answered by the stub.
vi.mock('./api/import-work-orders', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  importWorkOrderFile: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(importWorkOrderFile).mockReset();
});

const order = (overrides: Partial<ImportedWorkOrder> = {}): ImportedWorkOrder => ({
  id: 77,
  wonumber: '100077',
  isexisting: false,
  source: 'servicechannel',
  externalid: '5001',
  jobsite: 'ST-1',
  isnewjobsite: true,
  attachments: 1,
  notes: [],
  ...overrides,
});

const renderPage = (role: 'Dispatchers' | 'Employee' = 'Dispatchers') =>
  renderAs(
    userOf(role),
    <Routes>
      <Route path="/" element={<WorkOrderImportPage />} />
      <Route path="/workorder/details" element={<p>Work order details page</p>} />
    </Routes>,
  );

async function chooseSource(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Source' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('Import Work Orders', () => {
  it('imports by PO from ServiceChannel and opens the order', async () => {
    stubApi({
      'GET /api/workorder/importwofromservicechannel': { status: 200, body: order() },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: 'PO Number' }), 'PO-9');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Work order details page')).toBeInTheDocument();
    expect(String(vi.mocked(globalThis.fetch).mock.calls[0]![0])).toContain('id=PO-9');
    expect(await screen.findByText('Work Order #100077 imported')).toBeInTheDocument();
  });

  it('says when the PO was already imported', async () => {
    stubApi({
      'GET /api/workorder/importwofromservicechannel': { status: 200, body: order({ isexisting: true }) },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: 'PO Number' }), 'PO-9');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Work Order #100077 was already imported')).toBeInTheDocument();
  });

  it('shows the ServiceChannel failure with its reason and stays', async () => {
    stubApi({
      'GET /api/workorder/importwofromservicechannel': {
        status: 400,
        body: { message: WORK_ORDER_IMPORT_MESSAGES.notConfigured },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText(
        `${WORK_ORDER_IMPORT_MESSAGES.apiFailed}: ${WORK_ORDER_IMPORT_MESSAGES.notConfigured}`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'PO Number' })).toBeInTheDocument();
  });

  it('uploads each file of a format as soon as it is chosen and lists its order', async () => {
    vi.mocked(importWorkOrderFile).mockImplementation(async ({ file }) =>
      file.name === 'b.pdf'
        ? order({ id: 80, wonumber: '100080', isexisting: true, source: 'pdf' })
        : order({ id: 79, wonumber: '100079', source: 'pdf' }),
    );
    const user = userEvent.setup();
    renderPage();
    await chooseSource(user, 'Brightway Retail Group work order (PDF)');
    const input = screen.getByTestId('wo-import-input');
    expect(input).toHaveAttribute('accept', '.pdf');
    await user.upload(input, [new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf')]);
    const list = await screen.findByRole('list', { name: 'Imported files' });
    expect(await within(list).findByRole('link', { name: 'Work Order #100079' })).toHaveAttribute(
      'href',
      '/workorder/details?id=79',
    );
    expect(within(list).getByText(/already imported/)).toBeInTheDocument();
    expect(
      vi
        .mocked(importWorkOrderFile)
        .mock.calls.map(([options]) => [options.file.name, options.format.product]),
    ).toEqual([
      ['a.pdf', 'brightway-pdf'],
      ['b.pdf', 'brightway-pdf'],
    ]);
    expect(screen.queryByText(/Some files were not imported/)).not.toBeInTheDocument();
  });

  it('marks the uploader invalid and toasts the reason when a file fails', async () => {
    vi.mocked(importWorkOrderFile).mockRejectedValue(new ApiError(400, WORK_ORDER_IMPORT_MESSAGES.notMsg));
    const user = userEvent.setup();
    renderPage();
    await chooseSource(user, 'Harborview Grocers service request (Outlook message)');
    await user.upload(screen.getByTestId('wo-import-input'), new File(['x'], 'x.msg'));
    const message = `${WORK_ORDER_IMPORT_MESSAGES.fileFailed}: ${WORK_ORDER_IMPORT_MESSAGES.notMsg}`;
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByText(/Some files were not imported/)).toBeInTheDocument();
  });

  it('keeps the import off for a user who may not add work orders', async () => {
    renderPage('Employee');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
