import { TradesAndRatesEditor } from '../../../components/trade-rates';

/** The Trades tab (spec C 2.3, 2.6): the one trades-and-rates editor, on the customer (no Copy Trade). */
export default function TradesTab({ customerid, canChange }: { customerid: number; canChange: boolean }) {
  return <TradesAndRatesEditor owner={{ area: 'customer', id: customerid }} isReadOnly={!canChange} />;
}
