import { TradesAndRatesEditor } from '../../../components/trade-rates';

/** The Trades tab (spec C 2.6): the one trades-and-rates editor, on the vendor; Copy Trade is the vendor's. */
export default function TradesTab({ vendorid, canChange }: { vendorid: number; canChange: boolean }) {
  return (
    <TradesAndRatesEditor
      owner={{ area: 'vendor', id: vendorid }}
      isReadOnly={!canChange}
      canCopyTrade={canChange}
    />
  );
}
