/** Roles as they arrive in the token's role list (spec A section 6, spec C section 6). */
export const ROLES = [
  'Admin',
  'Dispatchers',
  'Employee',
  'AccountingAdmin',
  'Vendor',
  'Tech',
  'Customer',
] as const;
export type Role = (typeof ROLES)[number];

export const EXTERNAL_ROLES = ['Vendor', 'Tech', 'Customer'] as const satisfies readonly Role[];

/** Every permission string the three spec documents check. */
export const PERMISSIONS = [
  'admin',
  'add:workorder',
  'add:workorders',
  'update:workorder',
  'reassign:dispatchers',
  'read:jobsites',
  'edit:jobsites',
  'delete:jobsites',
  'read:workorders',
  'read:vendors',
  'read:customers',
  'view:reports',
  'view:dashboard',
  'view:vendorworkorder',
  'view:workordertab',
  'view:workordernotetab',
  'view:workordervendortab',
  'view:workorderproposaltab',
  'view:workorderattachmentstab',
  'view:workorderinvoicestab',
  'approve:vendorinvoice',
  'approve:customerinvoice',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The signed-in user as both apps see it: token claims plus the record links used for scoping. */
export type SessionUser = {
  id: number;
  user_id: string;
  email: string;
  name: string;
  given_name: string;
  family_name: string;
  picture?: string | null;
  roles: readonly Role[];
  permissions: readonly Permission[];
  /** Set for Vendor and Tech users: the vendor whose work they may see. */
  vendorid: number | null;
  /** Set for Customer users: the customer whose work they may see. */
  customerid: number | null;
};
