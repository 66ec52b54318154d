import { lazy } from 'react';

// Door of the trades-and-rates editor (spec C 2.6; docs/decisions/143), built once for vendors and customers.
export type { TradesAndRatesEditorProps } from './trades-and-rates-editor';
/**
 * The editor loads on first use, with its forms and their schemas (docs/decisions/212): every screen shows it
 * after a choice (a vendor, a customer, a tab). Render it inside <Suspense>.
 */
export const TradesAndRatesEditor = lazy(() =>
  import('./trades-and-rates-editor').then((module) => ({ default: module.TradesAndRatesEditor })),
);
// The one trade list (GET /trades/tradelist, cached for the session); screens that only pick a trade import it
// from ./trade-list (decision 197).
export {
  tradeRatesKey,
  useTradeOptions,
  type TradeOption,
  type TradeRatesOwner,
} from './api/trade-rates-api';
