import { http } from '../../../../lib/http';
import type { ValidateVendorAddressInput, VendorAddressValidation } from './types';

/**
 * POST /api/vendor/validateaddress: the address as our zip-code data has it, and a vendor that already has
 * that address or name. Silent: the screen shows the failure.
 */
export const validateVendorAddress = (input: ValidateVendorAddressInput) =>
  http.post<VendorAddressValidation>('/api/vendor/validateaddress', input, { isSilent: true });
