import { TRADE } from '@dispatchwise/shared';
import type { Rng } from './random';
import type { Row, Sink } from './sink';

/** Hourly cost of a technician by trade; customers are billed above it (decision 073). */
const BASE_RATE: Record<number, number> = {
  [TRADE.Hvac]: 115,
  [TRADE.Plumbing]: 105,
  [TRADE.Electrical]: 110,
  [TRADE.GeneralMaintenance]: 80,
};

export const money = (amount: number) => amount.toFixed(2);

export type Coverage = { states?: string[]; countyids?: number[]; cityids?: number[]; zipcodeids?: number[] };

/** Rate rows and their coverage rows for one owner kind (vendor or customer), ids assigned here. */
export type RateTables = {
  owner: 'vendor' | 'customer';
  nextId: number;
  rates: Row[];
  states: Row[];
  counties: Row[];
  cities: Row[];
  zips: Row[];
};

export const rateTables = (owner: RateTables['owner'], firstId: number): RateTables => ({
  owner,
  nextId: firstId,
  rates: [],
  states: [],
  counties: [],
  cities: [],
  zips: [],
});

export function addRate(
  tables: RateTables,
  options: {
    rng: Rng;
    ownerTradeId: number;
    tradeid: number;
    statecode: string;
    name: string;
    coverage: Coverage;
    markup: number;
    lastupdated: Date;
  },
): void {
  const { rng, coverage } = options;
  const id = tables.nextId++;
  const base = (BASE_RATE[options.tradeid] ?? 90) * options.markup * (0.85 + rng.next() * 0.3);
  const regular = Math.round(base);
  tables.rates.push([
    id,
    options.name,
    options.statecode,
    money(regular),
    money(regular * 1.5),
    money(regular * 2),
    money(rng.int(9, 19) * 5),
    money(rng.int(2, 5) * 5),
    options.lastupdated,
    options.ownerTradeId,
  ]);
  for (const statecode of coverage.states ?? []) tables.states.push([id, statecode]);
  for (const countyid of coverage.countyids ?? []) tables.counties.push([id, countyid]);
  for (const cityid of coverage.cityids ?? []) tables.cities.push([id, cityid]);
  for (const zipcodeid of coverage.zipcodeids ?? []) tables.zips.push([id, zipcodeid]);
}

export async function writeRateTables(sink: Sink, tables: RateTables): Promise<void> {
  const prefix = `${tables.owner}traderate`;
  await sink.insert(
    prefix,
    [
      'id',
      'name',
      'statecode',
      'regularrate',
      'overtimerate',
      'holidayrate',
      'tripcharge',
      'markupcharge',
      'lastupdated',
      `${tables.owner}tradeid`,
    ],
    tables.rates,
  );
  await sink.insert(`${prefix}state`, ['traderateid', 'statecode'], tables.states);
  await sink.insert(`${prefix}county`, ['traderateid', 'countyid'], tables.counties);
  await sink.insert(`${prefix}city`, ['traderateid', 'cityid'], tables.cities);
  await sink.insert(`${prefix}zip`, ['traderateid', 'zipcodeid'], tables.zips);
}
