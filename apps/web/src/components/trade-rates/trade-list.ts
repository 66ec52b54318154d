// The one trade list (GET /trades/tradelist, cached for the session) for the screens that only pick a trade
// (Vendor Search, Dispatch, heat maps): a door apart from the rates editor's, so they load none of its forms
// (docs/decisions/197).
export { useTradeOptions, type TradeOption } from './api/trade-rates-api';
