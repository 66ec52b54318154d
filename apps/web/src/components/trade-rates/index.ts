// Door of the trades-and-rates editor (spec C 2.6; docs/decisions/143), built once for vendors and customers.
export { TradesAndRatesEditor, type TradesAndRatesEditorProps } from './trades-and-rates-editor';
export { tradeRatesKey, type TradeRatesOwner } from './api/trade-rates-api';
