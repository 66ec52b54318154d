// Door of the trades-and-rates editor (spec C 2.6; docs/decisions/143), built once for vendors and customers.
export { TradesAndRatesEditor, type TradesAndRatesEditorProps } from './trades-and-rates-editor';
// The one trade list (GET /trades/tradelist, cached for the session); screens that only pick a trade import it
// from ./trade-list (decision 197).
export {
  tradeRatesKey,
  useTradeOptions,
  type TradeOption,
  type TradeRatesOwner,
} from './api/trade-rates-api';
