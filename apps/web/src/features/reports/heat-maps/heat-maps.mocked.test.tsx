import { HEATMAP } from '@dispatchwise/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeDate } from '../../../test/dates';
import type { HeatMapProps } from '../../../components/heat-map';
import { renderAs, stubApi, userOf } from '../../../entities/work-orders/test-helpers';
import type { HeatMapAnswer } from '../api/get-report-data';
import CustomerAreaHeatMapPage from './customer-area-heat-map-page';
import { heatPointsOf, markersOf } from './map-layers';
import VendorCoverageHeatMapPage from './vendor-coverage-heat-map-page';
import WorkOrderHeatMapPage from './work-order-heat-map-page';

// Leaflet needs a real layout and canvas: the map is replaced at its module boundary by a list of what it
// was given, and the data -> layer mapping is tested as plain functions below.
vi.mock('../../../components/heat-map', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  HeatMap: ({ markers, heat, label }: HeatMapProps) => (
    <ul aria-label={label}>
      {markers.map((marker) => (
        <li key={marker.key}>
          {marker.title} at {marker.lat},{marker.lng} opens {marker.href}
        </li>
      ))}
      {heat.map((point, index) => (
        <li key={index}>
          heat {point.intensity} at {point.lat},{point.lng}
        </li>
      ))}
    </ul>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const point = (lng: number, lat: number) => ({ type: 'Point' as const, coordinates: [lng, lat] });
const ANSWER: HeatMapAnswer = {
  reportid: 13,
  count: 3,
  isTruncated: false,
  markers: {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: point(-97.74, 30.27),
        properties: { kind: 'workorder', id: 41, label: 'WO-1041', address: '1 Main St, Austin, TX 78701' },
      },
    ],
  },
  heat: {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: point(-97.74, 30.27),
        properties: { time: '2026-03-01T00:00:00.000Z', mag: 2, address: '78701' },
      },
    ],
  },
};

describe('heat map layers', () => {
  it('turns marker features into markers that open their record, GeoJSON [lng, lat] read as lat/lng', () => {
    expect(markersOf(ANSWER)).toEqual([
      {
        key: 'workorder-41',
        lat: 30.27,
        lng: -97.74,
        title: 'WO-1041',
        lines: ['1 Main St, Austin, TX 78701'],
        href: '/workorder/details?id=41',
        linkText: 'Open work order',
      },
    ]);
    const vendor = structuredClone(ANSWER);
    vendor.markers.features[0]!.properties = { kind: 'vendor', id: 5, label: 'Acme', address: '' };
    expect(markersOf(vendor)[0]).toMatchObject({ href: '/vendor/details?id=5', lines: [] });
  });

  it('turns heat features into points as hot as their mag', () => {
    expect(heatPointsOf(ANSWER)).toEqual([{ lat: 30.27, lng: -97.74, intensity: 2 }]);
  });
});

describe('Work order heat map (report 13)', () => {
  it('sends the begin and end dates and draws the answer', async () => {
    const api = stubApi({ 'POST /api/reports/getreportdata': { status: 200, body: ANSWER } });
    renderAs(userOf('Admin'), <WorkOrderHeatMapPage />);
    await typeDate('Begin Date', '03012026');
    await typeDate('End Date', '03312026');
    await userEvent.click(screen.getByRole('button', { name: 'Fetch' }));
    expect(
      await screen.findByText('WO-1041 at 30.27,-97.74 opens /workorder/details?id=41'),
    ).toBeInTheDocument();
    expect(screen.getByText('heat 2 at 30.27,-97.74')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 work orders');
    expect(api.callsTo('POST /api/reports/getreportdata')[0]!.body).toEqual({
      reportid: 13,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
  });

  it("shows the API's message when it refuses the dates", async () => {
    stubApi({
      'POST /api/reports/getreportdata': {
        status: 400,
        body: { message: 'Begin Date must be on or before End Date.' },
      },
    });
    renderAs(userOf('Admin'), <WorkOrderHeatMapPage />);
    await typeDate('Begin Date', '03312026');
    await typeDate('End Date', '03012026');
    await userEvent.click(screen.getByRole('button', { name: 'Fetch' }));
    expect(await screen.findByText('Begin Date must be on or before End Date.')).toBeInTheDocument();
  });
});

describe('Customer area heat map (report 14)', () => {
  it('sends the chosen customer and trade, or null for all', async () => {
    const api = stubApi({
      'GET /api/customer/getcustomers': {
        status: 200,
        body: [{ id: 9, customername: 'Big Box Retail', isactive: true }],
      },
      'GET /api/trades/tradelist': { status: 200, body: [{ tradeid: 3, tradename: 'Plumbing' }] },
      'POST /api/reports/getreportdata': { status: 200, body: { ...ANSWER, reportid: 14 } },
    });
    const user = userEvent.setup();
    renderAs(userOf('Admin'), <CustomerAreaHeatMapPage />);
    await user.click(screen.getByRole('button', { name: 'Fetch' }));
    await screen.findByText(/WO-1041/);
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: 'Big Box Retail' }));
    await user.click(screen.getByRole('combobox', { name: 'Trade' }));
    await user.click(await screen.findByRole('option', { name: 'Plumbing' }));
    await user.click(screen.getByRole('button', { name: 'Fetch' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/reports/getreportdata')).toHaveLength(2));
    const [all, chosen] = api.callsTo('POST /api/reports/getreportdata');
    expect(all!.body).toEqual({ reportid: 14, customerid: null, tradeid: null });
    expect(chosen!.body).toEqual({ reportid: 14, customerid: 9, tradeid: 3 });
  });
});

describe('Vendor coverage heat map (report 24)', () => {
  it('offers the radius 0 to 500 by 10 from 50, sends zip and radius, and counts the matches', async () => {
    const vendors: HeatMapAnswer = {
      ...ANSWER,
      reportid: 24,
      count: 1,
      markers: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: point(-97.7, 30.3),
            properties: { kind: 'vendor', id: 5, label: 'Acme Plumbing', address: 'Austin, TX' },
          },
        ],
      },
    };
    const api = stubApi({ 'POST /api/reports/getreportdata': { status: 200, body: vendors } });
    renderAs(userOf('Admin'), <VendorCoverageHeatMapPage />);
    const slider = screen.getByRole('slider');
    expect(slider).toHaveAttribute('aria-valuenow', String(HEATMAP.radiusDefault));
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '500');
    expect(slider).toHaveAttribute('step', '10');
    fireEvent.change(slider, { target: { value: 120 } });
    expect(screen.getByText('Mile Radius: 120')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Zip Code' }), '78701');
    await userEvent.click(screen.getByRole('button', { name: 'Fetch' }));
    expect(
      await screen.findByText('Acme Plumbing at 30.3,-97.7 opens /vendor/details?id=5'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 vendor matches');
    expect(api.callsTo('POST /api/reports/getreportdata')[0]!.body).toEqual({
      reportid: 24,
      zipcode: '78701',
      radius: 120,
    });
  });

  it("shows the API's message for a zip code it does not know", async () => {
    stubApi({
      'POST /api/reports/getreportdata': { status: 400, body: { message: 'Zip Code was not found.' } },
    });
    renderAs(userOf('Admin'), <VendorCoverageHeatMapPage />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Zip Code' }), '00000');
    await userEvent.click(screen.getByRole('button', { name: 'Fetch' }));
    expect(await screen.findByText('Zip Code was not found.')).toBeInTheDocument();
  });
});
