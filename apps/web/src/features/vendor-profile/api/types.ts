import type {
  createTechSchema,
  currentVendorSchema,
  techPasswordSchema,
  updateTechSchema,
  vendorTechSchema,
  WireInput,
  WireOf,
} from '@dispatchwise/shared';

// The portal profile's wire types, from the shared contracts (docs/decisions/125, 157).

/** GET /vendorprofile/currentvendor: the caller's vendor and the form's lookups. */
export type CurrentVendor = WireOf<typeof currentVendorSchema>;
export type VendorTech = WireOf<typeof vendorTechSchema>;
export type CreateTechInput = WireInput<typeof createTechSchema>;
export type UpdateTechInput = WireInput<typeof updateTechSchema>;
export type TechPasswordInput = WireInput<typeof techPasswordSchema>;
