import { TOAST_MS } from '@dispatchwise/shared';
import { useCallback } from 'react';
import { useToast } from '../../lib/toast';

export const NO_VENDOR_FOUND = 'No Vendor Found!';

/** Spec A section 8: a vendor action on an order without vendors is an error toast of 900 ms. */
export function useNoVendorToast(): () => void {
  const toast = useToast();
  return useCallback(() => toast(NO_VENDOR_FOUND, 'error', TOAST_MS.noVendorFound), [toast]);
}
