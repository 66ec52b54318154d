import type {
  removedRateSchema,
  TradeRateArea,
  tradeSchema,
  vendorRateSchema,
  vendorTradeSchema,
  WireOf,
} from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Whose trades the editor shows: a vendor's or a customer's (spec C 2.6). */
export type TradeRatesOwner = { area: TradeRateArea; id: number };

/** A rate as either owner's answer has it (the owner's trade id aside). */
export type Rate = Omit<WireOf<typeof vendorRateSchema>, 'vendortradeid'>;
/** A trade with its rates, either owner's. */
export type Trade = Omit<WireOf<typeof vendorTradeSchema>, 'vendorid' | 'rates'> & { rates: Rate[] };
export type TradeOption = WireOf<typeof tradeSchema>;

/** The rate fields Rate Details sends (spec C 2.6; spec A "Vendor rate selection": cityids, countyids, zipids). */
export type RateBody = {
  statecode?: string;
  statecodes: string[];
  counties: { id: number; county: string; statecode: string }[];
  cities: { id?: number; city: string; statecode: string }[];
  zipcodes: { id: number; zipcode: string; statecode: string }[];
  countyids: number[];
  cityids?: number[];
  zipids: number[];
  regularrate: string;
  overtimerate: string | null;
  holidayrate: string | null;
  tripcharge: string | null;
  markupcharge: string | null;
};

/** The owner's calls: GET /{area}/gettrades?{area}id, /{area}/trade/add, ... (spec C section 7). */
const pathsOf = (area: TradeRateArea) => ({
  list: `/api/${area}/gettrades`,
  addTrade: `/api/${area}/trade/add`,
  copyTrade: (tradeRowId: number) => `/api/${area}/copytrade/${tradeRowId}`,
  removeTrade: `/api/${area}/trade/remove`,
  addRate: `/api/${area}/rate/add`,
  updateRate: `/api/${area}/rate/update`,
  deleteRate: (rateid: number) => `/api/${area}/rate/delete/${rateid}`,
});
const ownerKey = (area: TradeRateArea) => (area === 'vendor' ? 'vendorid' : 'customerid');
const rateTradeKey = (area: TradeRateArea) => (area === 'vendor' ? 'vendortradeid' : 'customertradeid');

export const tradeRatesKey = (owner: TradeRatesOwner) => ['trade-rates', owner.area, owner.id] as const;

export const useOwnerTrades = (owner: TradeRatesOwner) =>
  useQuery({
    queryKey: tradeRatesKey(owner),
    queryFn: ({ signal }) =>
      http.get<Trade[]>(pathsOf(owner.area).list, { signal, params: { [ownerKey(owner.area)]: owner.id } }),
  });

/** GET /trades/tradelist: every trade (Add Trade, Copy Trade, and the trade choices of other screens). */
export const useTradeOptions = () =>
  useQuery({
    queryKey: ['trades', 'list'] as const,
    queryFn: () => http.get<TradeOption[]>('/api/trades/tradelist'),
    staleTime: Infinity,
  });

/** POST /{area}/trade/add: answers the owner with its trades. */
export const addTrade = (owner: TradeRatesOwner, trade: TradeOption) =>
  http.post<{ id: number; trades: Trade[] }>(pathsOf(owner.area).addTrade, {
    tradeid: trade.tradeid,
    tradename: trade.tradename,
    [ownerKey(owner.area)]: owner.id,
  });

/** POST /{area}/copytrade/{tradeid}: the source trade's rates copied into each new trade; answers the trades. */
export const copyTrade = (owner: TradeRatesOwner, sourceTradeRowId: number, tradeids: number[]) =>
  http.post<Trade[]>(
    pathsOf(owner.area).copyTrade(sourceTradeRowId),
    tradeids.map((tradeid) => ({ tradeid, [ownerKey(owner.area)]: owner.id })),
  );

/** PUT /{area}/trade/remove: marks the trade deleted; answers the trades left. */
export const removeTrade = (owner: TradeRatesOwner, tradeRowId: number) =>
  http.put<Trade[]>(pathsOf(owner.area).removeTrade, { id: tradeRowId });

/** POST /{area}/rate/add or PUT /{area}/rate/update (with the rate's id). Failures toast and are logged by http. */
export const saveRate = (owner: TradeRatesOwner, tradeRowId: number, body: RateBody, rateid?: number) =>
  rateid
    ? http.put<Rate>(pathsOf(owner.area).updateRate, { ...body, id: rateid })
    : http.post<Rate>(pathsOf(owner.area).addRate, { ...body, [rateTradeKey(owner.area)]: tradeRowId });

/** DELETE /{area}/rate/delete/{id}. */
export const removeRate = (owner: TradeRatesOwner, rateid: number) =>
  http.delete<WireOf<typeof removedRateSchema>>(pathsOf(owner.area).deleteRate(rateid));
