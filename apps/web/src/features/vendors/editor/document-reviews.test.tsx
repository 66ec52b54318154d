import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, userOf } from '../../../entities/work-orders/test-helpers';
import type { Profile } from '../../../lib/session';
import { expectDateMessage } from '../../../test/dates';
import { DOCUMENT_ACCEPTED } from './document-reviews';
import VendorDetailsPage from './vendor-details-page';
import { makeVendorDetail, renderVendorPage } from './vendor-test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const review = (id: number, type: [number, string], datefield: string, currentdate: string | null) => ({
  id,
  vendorid: 5,
  vendorname: 'Acme Plumbing',
  attachmenttypeid: type[0],
  attachmenttype: type[1],
  filename: `doc${id}_20260304090507042.pdf`,
  displayname: `doc${id}.pdf`,
  path: `vendor/5/doc${id}_20260304090507042.pdf`,
  createdbyuser: 'Ann Acme',
  createddate: '2026-03-04T15:30:00.000Z',
  datefield,
  currentdate,
});
const REVIEWS = [
  review(7, [13, 'COI (G/L)'], 'glexpirationdate', '2026-12-31T00:00:00.000Z'),
  review(8, [14, 'W9'], 'w9date', null),
];
const renderDetails = (user: Profile) =>
  renderVendorPage(user, '/vendor/details?id=5', <VendorDetailsPage />);
const section = () => screen.findByRole('region', { name: 'Documents waiting for review' });

describe('Documents waiting for review (vendor editor)', () => {
  it('lists the vendor’s unreviewed uploads with the date each sets', async () => {
    const api = stubApi({
      'GET /api/vendor/5': { status: 200, body: makeVendorDetail() },
      'GET /api/vendor/documentreviews': { status: 200, body: REVIEWS },
    });
    renderDetails(userOf('Dispatchers'));
    const rows = within(await section()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('COI (G/L)');
    expect(rows[1]).toHaveTextContent('doc7.pdf');
    expect(rows[1]).toHaveTextContent('GL Exp.');
    expect(rows[1]).toHaveTextContent('12/31/2026');
    expect(rows[2]).toHaveTextContent('W9 Date');
    expect(api.callsTo('GET /api/vendor/documentreviews')[0]!.search.get('vendorid')).toBe('5');
  });

  it('Accept asks for the COI’s expiry, posts it and reads the vendor again', async () => {
    const api = stubApi({
      'GET /api/vendor/5': { status: 200, body: makeVendorDetail() },
      'GET /api/vendor/documentreviews': { status: 200, body: REVIEWS },
      'POST /api/vendor/acceptdocument': {
        status: 200,
        body: {
          id: 8,
          vendorid: 5,
          attachmenttypeid: 14,
          datefield: 'w9date',
          date: '2026-03-05',
          isreviewed: true,
        },
      },
    });
    renderDetails(userOf('Dispatchers'));
    await userEvent.click(within(await section()).getByRole('button', { name: 'Accept doc7.pdf' }));
    let dialog = await screen.findByRole('dialog', { name: 'Accept Document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await expectDateMessage('Date is required.', within(dialog));
    expect(api.callsTo('POST /api/vendor/acceptdocument')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A W9 is dated the day it is accepted unless the reviewer says otherwise.
    await userEvent.click(within(await section()).getByRole('button', { name: 'Accept doc8.pdf' }));
    dialog = await screen.findByRole('dialog', { name: 'Accept Document' });
    const vendorReads = api.callsTo('GET /api/vendor/5').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(DOCUMENT_ACCEPTED)).toBeInTheDocument();
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(api.callsTo('POST /api/vendor/acceptdocument')[0]!.body).toEqual({ id: 8, date: iso });
    await waitFor(() => expect(api.callsTo('GET /api/vendor/5').length).toBeGreaterThan(vendorReads));
    expect(api.callsTo('GET /api/vendor/documentreviews').length).toBeGreaterThan(1);
  });

  it('shows nothing when no upload waits', async () => {
    const api = stubApi({
      'GET /api/vendor/5': { status: 200, body: makeVendorDetail() },
      'GET /api/vendor/documentreviews': { status: 200, body: [] },
    });
    renderDetails(userOf('Dispatchers'));
    await screen.findByRole('heading', { name: 'Acme Plumbing' });
    await waitFor(() => expect(api.callsTo('GET /api/vendor/documentreviews')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Documents waiting for review' })).toBeNull();
  });
});
