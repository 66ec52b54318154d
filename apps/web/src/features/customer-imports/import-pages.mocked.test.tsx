import { IMPORT_MESSAGES, type ImportReport } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAs, stubApi, userOf } from '../../entities/work-orders/test-helpers';
import { ApiError } from '../../lib/http';
import { importJobSites, importTradeRates } from './api/import-files';
import ImportJobSitesPage from './import-job-sites-page';
import { NO_IMPORT_RIGHT } from './import-layout';
import ImportTradeRatesPage from './import-trade-rates-page';

vi.mock('./api/import-files', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  importJobSites: vi.fn(),
  importTradeRates: vi.fn(),
}));

beforeEach(() => {
  stubApi({
    'GET /api/customer/getcustomers': {
      status: 200,
      body: [{ id: 9, customername: 'Big Box Retail', isactive: true }],
    },
    'GET /api/customer/gettrades': { status: 200, body: [] },
    'GET /api/trades/tradelist': { status: 200, body: [] },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(importJobSites).mockReset();
  vi.mocked(importTradeRates).mockReset();
});

const xlsx = (name = 'sites.xlsx') => new File(['x'], name, { type: 'application/octet-stream' });

async function chooseCustomer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Customer' }));
  await user.click(await screen.findByRole('option', { name: 'Big Box Retail' }));
}

describe('Import Job Sites', () => {
  it('keeps the upload disabled until a customer is chosen', async () => {
    const user = userEvent.setup();
    renderAs(userOf('Dispatchers'), <ImportJobSitesPage />);
    expect(screen.getByRole('button', { name: 'Select file' })).toBeDisabled();
    expect(screen.getByTestId('import-input')).toBeDisabled();
    expect(screen.getByText('Choose a customer first.')).toBeInTheDocument();
    await chooseCustomer(user);
    expect(screen.getByRole('button', { name: 'Select file' })).toBeEnabled();
    expect(screen.getByTestId('import-input')).toHaveAttribute('accept', '.xlsx');
  });

  it('stays disabled for a user without edit:jobsites (Employee), customer or not', async () => {
    const user = userEvent.setup();
    renderAs(userOf('Employee'), <ImportJobSitesPage />);
    await chooseCustomer(user);
    expect(screen.getByRole('button', { name: 'Select file' })).toBeDisabled();
    expect(screen.getByText(NO_IMPORT_RIGHT)).toBeInTheDocument();
  });

  it('takes only .xlsx, shows the progress, then how many were added and updated', async () => {
    let finish: (report: ImportReport) => void = () => undefined;
    vi.mocked(importJobSites).mockImplementation(({ onProgress }) => {
      onProgress(0.5);
      return new Promise((resolve) => (finish = resolve));
    });
    const user = userEvent.setup({ applyAccept: false });
    renderAs(userOf('Dispatchers'), <ImportJobSitesPage />);
    await chooseCustomer(user);
    await user.upload(screen.getByTestId('import-input'), xlsx('sites.csv'));
    expect(await screen.findByText(IMPORT_MESSAGES.onlyXlsx)).toBeInTheDocument();
    expect(importJobSites).not.toHaveBeenCalled();

    await user.upload(screen.getByTestId('import-input'), xlsx());
    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(vi.mocked(importJobSites).mock.calls[0]![0]).toMatchObject({ customerid: 9 });
    finish({ added: 497, updated: 3, errors: [] });
    expect(await screen.findByText('Import finished: 497 job sites added, 3 updated.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a refused file: nothing imported, every refused row by row, column and message', async () => {
    vi.mocked(importJobSites).mockResolvedValue({
      added: 0,
      updated: 0,
      errors: [
        { row: 12, column: 'Postal Code', message: 'Postal Code is invalid.' },
        { row: 40, column: 'Job Site', message: 'Job Site is required.' },
      ],
    });
    const user = userEvent.setup();
    renderAs(userOf('Dispatchers'), <ImportJobSitesPage />);
    await chooseCustomer(user);
    await user.upload(screen.getByTestId('import-input'), xlsx());
    const result = await screen.findByTestId('import-result');
    expect(within(result).getByText(`${IMPORT_MESSAGES.refused} 2 errors.`)).toBeInTheDocument();
    expect(within(result).getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(within(result).getByRole('cell', { name: 'Postal Code' })).toBeInTheDocument();
    expect(within(result).getByRole('cell', { name: 'Job Site is required.' })).toBeInTheDocument();
  });

  it('a refusal answered as a 400 with the rows is the same report; other failures say why', async () => {
    vi.mocked(importJobSites)
      .mockRejectedValueOnce(
        new ApiError(400, 'Bad file', [{ row: 3, column: 'State', message: 'State is invalid.' }] as never),
      )
      .mockRejectedValueOnce(new ApiError(400, IMPORT_MESSAGES.unreadable));
    const user = userEvent.setup();
    renderAs(userOf('Dispatchers'), <ImportJobSitesPage />);
    await chooseCustomer(user);
    await user.upload(screen.getByTestId('import-input'), xlsx());
    expect(await screen.findByRole('cell', { name: 'State is invalid.' })).toBeInTheDocument();
    await user.upload(screen.getByTestId('import-input'), xlsx());
    expect(await screen.findByText(IMPORT_MESSAGES.unreadable)).toBeInTheDocument();
  });
});

describe('Import Trade Rates', () => {
  it('takes one .csv once a customer is chosen and shows the customer trades and rates below', async () => {
    vi.mocked(importTradeRates).mockResolvedValue({ added: 2, updated: 1, errors: [] });
    const user = userEvent.setup();
    renderAs(userOf('Dispatchers'), <ImportTradeRatesPage />);
    expect(screen.getByRole('button', { name: 'Select file' })).toBeDisabled();
    expect(screen.queryByText('Trades and Rates')).not.toBeInTheDocument();
    await chooseCustomer(user);
    expect(screen.getByTestId('import-input')).toHaveAttribute('accept', '.csv');
    expect(await screen.findByText('Trades and Rates')).toBeInTheDocument();
    await user.upload(screen.getByTestId('import-input'), new File(['a,b'], 'rates.csv'));
    expect(await screen.findByText('Import finished: 2 rates added, 1 updated.')).toBeInTheDocument();
    await waitFor(() =>
      expect(vi.mocked(importTradeRates).mock.calls[0]![0]).toMatchObject({ customerid: 9 }),
    );
  });
});
