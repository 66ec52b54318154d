import type {
  validateVendorAddressBodySchema,
  vendorAddressValidationSchema,
  WireInput,
  WireOf,
} from '@dispatchwise/shared';

export type ValidateVendorAddressInput = WireInput<typeof validateVendorAddressBodySchema>;
/** The validated address, and the existing vendor with that address or name (spec C 2.5, 7). */
export type VendorAddressValidation = WireOf<typeof vendorAddressValidationSchema>;
