/** A row of GET /api/admin/getuserlist and the answer of getuser/createuser/updateuser. */
export type AdminUser = {
  id: number;
  user_id: string;
  given_name: string;
  family_name: string;
  name: string;
  email: string;
  email_verified: boolean;
  app_metadata: { roles: string[] };
  logins_count: number;
  last_login?: string | null;
  isactive: boolean;
  blocked: boolean;
  isdispatcher: boolean;
  issalesrep: boolean;
  isvendor: boolean;
  iscustomer: boolean;
  vendorid: number | null;
  customerid: number | null;
  usertypeid: number;
  reports: number[];
  /** The edit form's names for the same fields (spec C "User edit"). */
  username?: string;
  firstName?: string;
  lastName?: string;
};

export type RoleOption = { id: number; name: string };
export type ReportOption = { id: number; reportname: string; showdateselection: boolean };
export type VendorLookup = { id: number; name: string; city?: string | null; statecode?: string | null };
export type CustomerLookup = { id: number; customername: string; isactive?: boolean };

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
