import type {
  adminUserSchema,
  dispatchVendorChoiceSchema,
  dispatchVendorSchema,
  reportSchema,
  roleSchema,
  tradeSchema,
  vendorListRowSchema,
  vendorLookupSchema,
  WireOf,
} from '@dispatchwise/shared';

// The admin screens' wire types: answers come from the API's schemas (packages/shared/src/contracts,
// docs/decisions/125); the inputs are the forms' own shapes.

/** A row of GET /api/admin/getuserlist and the answer of getuser/createuser/updateuser. */
export type AdminUser = WireOf<typeof adminUserSchema>;

export type RoleOption = WireOf<typeof roleSchema>;
export type ReportOption = WireOf<typeof reportSchema>;
/** A row of GET /api/vendor/getvendorsforlookup. */
export type VendorLookup = WireOf<typeof vendorLookupSchema>;

export type TradeOption = WireOf<typeof tradeSchema>;
/** A row of GET /api/vendor/getvendors (the Import Vendor Zips vendor grid). */
export type VendorRow = WireOf<typeof vendorListRowSchema>;

/** A row of GET /api/admin/getvendorsbytradeid (spec A "Dispatch vendor"), also what save and update answer. */
export type DispatchVendor = WireOf<typeof dispatchVendorSchema>;
/** A row of GET /api/admin/getallvendorsbytradeid: a vendor Add Vendor may put on the trade's list. */
export type DispatchVendorChoice = WireOf<typeof dispatchVendorChoiceSchema>;

/** POST /api/admin/createuser; PATCH /api/admin/updateuser adds `id` and may leave fields out. */
export type UserInput = {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  isactive: boolean;
  blocked: boolean;
  isdispatcher: boolean;
  issalesrep: boolean;
  isvendor: boolean;
  iscustomer: boolean;
  vendorid: number | null;
  customerid: number | null;
  app_metadata: { roles: string[] };
  reports: number[];
  password?: string;
};

/** The /admin/users/details form (spec C "User edit"). */
export type UserEditInput = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  usertypeid: number;
  issalesrep: boolean;
  isdispatcher: boolean;
};
