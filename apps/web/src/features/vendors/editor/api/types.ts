import type {
  addVendorNoteBodySchema,
  saveVendorBodySchema,
  updateVendorBodySchema,
  vendorContactSchema,
  vendorDetailSchema,
  vendorPaymentSchema,
  vendorRatingSchema,
  vendorRecordSchema,
  WireInput,
  WireOf,
} from '@dispatchwise/shared';

// The vendor editor's wire types, from the shared contracts (docs/decisions/125).

/** GET /vendor/{id}: the record and the editor's lookups. */
export type VendorDetail = WireOf<typeof vendorDetailSchema>;
export type VendorRecord = WireOf<typeof vendorRecordSchema>;
export type SaveVendorInput = WireInput<typeof saveVendorBodySchema>;
export type UpdateVendorInput = WireInput<typeof updateVendorBodySchema>;
export type VendorRating = WireOf<typeof vendorRatingSchema>;
export type VendorContact = WireOf<typeof vendorContactSchema>;
export type AddVendorNoteInput = WireInput<typeof addVendorNoteBodySchema>;
export type VendorPayment = WireOf<typeof vendorPaymentSchema>;
