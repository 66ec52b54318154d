import { IMPORT_MESSAGES, type VendorZipImportReport } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAs, stubApi, userOf } from '../../entities/work-orders/test-helpers';
import { ApiError, uploadFile } from '../../lib/http';
import type { VendorRow } from './types';
import ImportVendorZipsPage, { CHOOSE_VENDOR_FIRST } from './import-vendor-zips-page';

const VENDOR = {
  id: 31,
  name: 'Zip Plumbing',
  address: '9 Elm St',
  city: 'Tulsa',
  statecode: 'OK',
  postalcode: '74103',
} as VendorRow;

// The upload itself (multipart, progress, the session's headers) is lib/http's, tested in upload-file.test.ts.
vi.mock('../../lib/http', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  uploadFile: vi.fn(),
}));

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi({
    'GET /api/vendor/getvendors': { status: 200, body: { data: [VENDOR], totalCount: 1 } },
    'GET /api/vendor/gettrades': { status: 200, body: [] },
    'GET /api/trades/tradelist': { status: 200, body: [] },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(uploadFile).mockReset();
});

const csv = (name = 'zips.csv') => new File(['Trade,Zip Code\nPlumbing,74103'], name, { type: 'text/csv' });

async function chooseVendor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Choose Zip Plumbing' }));
  await screen.findByTestId('chosen-vendor');
}

describe('Import Vendor Zips', () => {
  it('lists vendors by name, address, city, state and zip and keeps the upload disabled until one is chosen', async () => {
    const user = userEvent.setup();
    renderAs(userOf('Admin'), <ImportVendorZipsPage />);
    for (const header of ['Name', 'Address', 'City', 'State', 'Zip'])
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '9 Elm St' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select file' })).toBeDisabled();
    expect(screen.getByTestId('import-input')).toBeDisabled();
    expect(screen.getByText(CHOOSE_VENDOR_FIRST)).toBeInTheDocument();

    await chooseVendor(user);
    expect(screen.getByTestId('chosen-vendor')).toHaveTextContent('Importing for Zip Plumbing (Tulsa, OK)');
    expect(screen.getByRole('button', { name: 'Select file' })).toBeEnabled();
    expect(screen.getByTestId('import-input')).toHaveAttribute('accept', '.csv');
    // The vendor's trades and zips as they stand.
    expect(await screen.findByText('Trades and Coverage')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET /api/vendor/gettrades')[0]?.search.get('vendorid')).toBe('31'),
    );
  });

  it('sends one .csv to importtradezips with the vendor id and shows what it did', async () => {
    vi.mocked(uploadFile).mockResolvedValue({
      added: 40,
      updated: 2,
      removed: 3,
      errors: [],
    } satisfies VendorZipImportReport);
    const user = userEvent.setup({ applyAccept: false });
    renderAs(userOf('Admin'), <ImportVendorZipsPage />);
    await chooseVendor(user);
    await user.upload(screen.getByTestId('import-input'), csv('zips.xlsx'));
    expect(await screen.findByText(IMPORT_MESSAGES.onlyCsv)).toBeInTheDocument();
    expect(uploadFile).not.toHaveBeenCalled();

    await user.upload(screen.getByTestId('import-input'), csv());
    expect(await screen.findByText('Import finished: 40 zip codes added, 2 updated.')).toBeInTheDocument();
    expect(screen.getByText(/3 zip codes no longer covered/)).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledTimes(1);
    const [path, file, options] = vi.mocked(uploadFile).mock.calls[0]!;
    expect(path).toBe('/api/admin/importtradezips');
    expect(file.name).toBe('zips.csv');
    expect(options?.params).toEqual({ vendorid: 31 });
  });

  it('a refused file (400 with the rows) shows every row by row, column and message', async () => {
    // A refused file is a 400 whose `errors` are the rows (lib/imports).
    vi.mocked(uploadFile).mockRejectedValue(
      new ApiError(400, IMPORT_MESSAGES.refused, [
        { row: 4, column: 'Zip Code', message: 'Zip Code must have 5 digits.' },
        { row: 9, column: 'Trade', message: 'Trade is invalid.' },
      ] as never),
    );
    const user = userEvent.setup();
    renderAs(userOf('Admin'), <ImportVendorZipsPage />);
    await chooseVendor(user);
    await user.upload(screen.getByTestId('import-input'), csv());
    const result = await screen.findByTestId('import-result');
    expect(within(result).getByText(`${IMPORT_MESSAGES.refused} 2 errors.`)).toBeInTheDocument();
    expect(within(result).getByRole('cell', { name: '4' })).toBeInTheDocument();
    expect(within(result).getByRole('cell', { name: 'Zip Code must have 5 digits.' })).toBeInTheDocument();
    expect(within(result).getByRole('cell', { name: 'Trade is invalid.' })).toBeInTheDocument();
    expect(screen.queryByText(/no longer covered/)).not.toBeInTheDocument();
  });
});
