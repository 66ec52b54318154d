import type { Permission, Role } from './roles';

const STAFF_WORK_ORDER: Permission[] = [
  'read:workorders',
  'view:dashboard',
  'view:workordertab',
  'view:workordernotetab',
  'view:workordervendortab',
  'view:workorderproposaltab',
  'view:workorderattachmentstab',
  'view:workorderinvoicestab',
];

/**
 * The role-to-permission table seeded into `rolepermission` on first start (docs/decisions/002).
 * Admins can change it in the database; tokens carry the permissions of all of a user's roles.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  Admin: [
    'admin',
    'add:workorder',
    'add:workorders',
    'update:workorder',
    'reassign:dispatchers',
    'read:jobsites',
    'edit:jobsites',
    'delete:jobsites',
    'read:vendors',
    'read:customers',
    'view:reports',
    'approve:vendorinvoice',
    'approve:customerinvoice',
    ...STAFF_WORK_ORDER,
  ],
  Dispatchers: [
    'add:workorder',
    'add:workorders',
    'update:workorder',
    'read:jobsites',
    'edit:jobsites',
    'read:vendors',
    'read:customers',
    'view:reports',
    ...STAFF_WORK_ORDER,
  ],
  Employee: ['read:jobsites', 'read:vendors', 'read:customers', ...STAFF_WORK_ORDER],
  AccountingAdmin: [
    'read:vendors',
    'read:customers',
    'view:reports',
    'approve:vendorinvoice',
    'approve:customerinvoice',
    'update:workorder',
    ...STAFF_WORK_ORDER,
  ],
  Vendor: [
    'read:workorders',
    'view:vendorworkorder',
    'view:workordertab',
    'view:workordernotetab',
    'view:workorderattachmentstab',
  ],
  Tech: [
    'read:workorders',
    'view:vendorworkorder',
    'view:workordertab',
    'view:workordernotetab',
    'view:workorderattachmentstab',
  ],
  Customer: [
    'read:workorders',
    'view:workordertab',
    'view:workordernotetab',
    'view:workorderproposaltab',
    'view:workorderattachmentstab',
    'view:workorderinvoicestab',
  ],
};
