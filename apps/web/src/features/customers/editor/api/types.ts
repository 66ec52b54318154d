import type {
  addCustomerNoteBodySchema,
  customerDetailSchema,
  customerRecordSchema,
  excludedVendorSchema,
  managementProviderSchema,
  saveCustomerBodySchema,
  updateAllSpecialProceduresBodySchema,
  updateCustomerBodySchema,
  WireInput,
  WireOf,
} from '@dispatchwise/shared';

// The customer editor's wire types, from the shared contracts (docs/decisions/125).

/** GET /customer/{id}: the record and the editor's lookups. */
export type CustomerDetail = WireOf<typeof customerDetailSchema>;
export type CustomerRecord = WireOf<typeof customerRecordSchema>;
export type ManagementProvider = WireOf<typeof managementProviderSchema>;
export type SaveCustomerInput = WireInput<typeof saveCustomerBodySchema>;
export type UpdateCustomerInput = WireInput<typeof updateCustomerBodySchema>;
export type AddCustomerNoteInput = WireInput<typeof addCustomerNoteBodySchema>;
export type ExcludedVendor = WireOf<typeof excludedVendorSchema>;
export type UpdateAllSpecialProceduresInput = WireInput<typeof updateAllSpecialProceduresBodySchema>;
