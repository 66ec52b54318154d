import { describe, expect, it } from 'vitest';
import { vendorInvoiceHoldMessage } from './vendor-lines';

describe('vendorInvoiceHoldMessage', () => {
  it('writes both amounts as money, with thousands separators', () => {
    expect(vendorInvoiceHoldMessage('12500', '9999.5')).toBe(
      'The vendor invoice ($12,500.00) exceeds the work order NTE ($9,999.50): approving it needs an override reason.',
    );
  });
});
