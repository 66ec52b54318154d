import {
  canReadCustomerRecord,
  canReadVendorRecord,
  type SessionUser,
  type TradeRateArea,
} from '@dispatchwise/shared';

/**
 * Who owns trades and rates (spec C 2.6: the editor is built once for vendors and customers): the
 * owner's tables and columns, and who may read one owner's trades. The service and the repository are
 * written once over this (docs/decisions/143); the names are constants of this file, never input.
 */
export type TradeOwner = {
  area: TradeRateArea;
  /** The owner's caption in messages ("Vendor not found."). */
  caption: string;
  ownerTable: string;
  /** The trade table and its owner column. */
  tradeTable: string;
  ownerColumn: 'vendorid' | 'customerid';
  /** The rate table and its trade column. */
  rateTable: string;
  rateTradeColumn: 'vendortradeid' | 'customertradeid';
  /** The coverage tables (decision 018): states covered whole, counties, cities, zip codes. */
  coverage: { state: string; county: string; city: string; zip: string };
  /** A signed-in user may read this owner's trades (staff by permission, portal users their own). */
  canRead: (user: SessionUser, ownerid: number) => boolean;
};

export const vendorTradeOwner: TradeOwner = {
  area: 'vendor',
  caption: 'Vendor',
  ownerTable: 'vendor',
  tradeTable: 'vendortrade',
  ownerColumn: 'vendorid',
  rateTable: 'vendortraderate',
  rateTradeColumn: 'vendortradeid',
  coverage: {
    state: 'vendortraderatestate',
    county: 'vendortraderatecounty',
    city: 'vendortraderatecity',
    zip: 'vendortraderatezip',
  },
  canRead: canReadVendorRecord,
};

export const customerTradeOwner: TradeOwner = {
  area: 'customer',
  caption: 'Customer',
  ownerTable: 'customer',
  tradeTable: 'customertrade',
  ownerColumn: 'customerid',
  rateTable: 'customertraderate',
  rateTradeColumn: 'customertradeid',
  coverage: {
    state: 'customertraderatestate',
    county: 'customertraderatecounty',
    city: 'customertraderatecity',
    zip: 'customertraderatezip',
  },
  canRead: canReadCustomerRecord,
};
