import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render';
import { GeographyPicker } from './geography-picker';
import { EMPTY_GEOGRAPHY, type GeographyValue, withStatecodes } from './geography-value';

afterEach(() => vi.unstubAllGlobals());

const STATES = [
  { id: 1, statecode: 'AZ', statename: 'Arizona' },
  { id: 2, statecode: 'TX', statename: 'Texas' },
];
const CHOSEN: GeographyValue = {
  statecodes: ['AZ', 'TX'],
  counties: [
    { id: 10, county: 'Maricopa', statecode: 'AZ' },
    { id: 20, county: 'Travis', statecode: 'TX' },
  ],
  cities: [
    { id: 11, city: 'Phoenix', statecode: 'AZ' },
    { id: 21, city: 'Austin', statecode: 'TX' },
  ],
  zipcodes: [
    { id: 12, zipcode: '85001', statecode: 'AZ' },
    { id: 22, zipcode: '73301', statecode: 'TX' },
  ],
};

/** The picker over a value it owns, reporting each change. */
function Harness({ initial, onChange }: { initial: GeographyValue; onChange?: (v: GeographyValue) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <GeographyPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const box = (name: string) => screen.getByRole('combobox', { name });

describe('withStatecodes', () => {
  it('drops the counties, cities and zips of a dropped state and keeps the others', () => {
    expect(withStatecodes(CHOSEN, ['TX'])).toEqual({
      statecodes: ['TX'],
      counties: [{ id: 20, county: 'Travis', statecode: 'TX' }],
      cities: [{ id: 21, city: 'Austin', statecode: 'TX' }],
      zipcodes: [{ id: 22, zipcode: '73301', statecode: 'TX' }],
    });
    expect(withStatecodes(CHOSEN, [])).toEqual(EMPTY_GEOGRAPHY);
  });
});

describe('GeographyPicker', () => {
  it('keeps counties, cities and zips disabled until a state is chosen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          '/api/geoinfo/getstates': STATES,
          '/api/geoinfo/getcounties': [{ id: 10, county: 'Maricopa', statecode: 'AZ' }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={EMPTY_GEOGRAPHY} />);
    expect(box('Counties')).toBeDisabled();
    expect(box('Cities')).toBeDisabled();
    expect(box('Zip Codes')).toBeDisabled();
    expect(screen.getAllByText('Choose a state first')).toHaveLength(3);

    await user.click(box('States'));
    await user.click(await screen.findByRole('option', { name: 'AZ - Arizona' }));
    expect(box('Counties')).toBeEnabled();
    expect(box('Cities')).toBeEnabled();
    expect(box('Zip Codes')).toBeEnabled();
  });

  it('dropping a state removes its counties, cities and zips and reloads the choices for the states left', async () => {
    const fetchMock = vi.fn(
      stubFetch({
        '/api/geoinfo/getstates': STATES,
        '/api/geoinfo/getcounties': [{ id: 20, county: 'Travis', statecode: 'TX' }],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const changes: GeographyValue[] = [];
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={CHOSEN} onChange={(next) => changes.push(next)} />);
    expect(screen.getByText('Maricopa, AZ')).toBeInTheDocument();
    expect(screen.getByText('85001')).toBeInTheDocument();

    const azTag = screen.getByText('AZ').closest('.MuiChip-root') as HTMLElement;
    await user.click(within(azTag).getByTestId('CancelIcon'));

    expect(changes.at(-1)).toEqual(withStatecodes(CHOSEN, ['TX']));
    expect(screen.queryByText('Maricopa, AZ')).not.toBeInTheDocument();
    expect(screen.queryByText('Phoenix, AZ')).not.toBeInTheDocument();
    expect(screen.queryByText('85001')).not.toBeInTheDocument();
    expect(screen.getByText('Travis, TX')).toBeInTheDocument();

    await user.click(box('Counties'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        '/api/geoinfo/getcounties?statecodes=TX&take=1000',
      ),
    );
  });

  it('shows at most 20 tags, then "+N more"', () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch({ '/api/geoinfo/getstates': STATES })));
    const many = Array.from({ length: 23 }, (_, index) => ({
      id: 100 + index,
      zipcode: String(85000 + index),
      statecode: 'AZ',
    }));
    renderWithProviders(<Harness initial={{ ...EMPTY_GEOGRAPHY, statecodes: ['AZ'], zipcodes: many }} />);
    expect(screen.getByText('85019')).toBeInTheDocument();
    expect(screen.queryByText('85020')).not.toBeInTheDocument();
    expect(screen.getByText('+3 more')).toBeInTheDocument();
  });
});
