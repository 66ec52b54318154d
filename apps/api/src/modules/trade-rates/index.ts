// The trade-rates module's door (docs/decisions/123, 143): the trades and rates of vendors and customers,
// one service over an owner adapter. The vendor's routes are registered; the customers issue registers
// the customer's over customerTradeOwner (trade-rates.customer.routes.ts, decision 147).
export { tradeRateRoutes } from './trade-rates.routes';
export { customerTradeRateRoutes } from './trade-rates.customer.routes';
export { customerTradeOwner, vendorTradeOwner, type TradeOwner } from './trade-rates.owners';
export { addTrade, copyTrade, findTrades, removeTrade } from './trade-rates.service';
export { addRate, removeRate, updateRateOf } from './trade-rates.rates.service';
