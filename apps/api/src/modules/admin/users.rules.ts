import { USER_TYPE } from '@dispatchwise/shared';

export const MIN_PASSWORD_LENGTH = 8;
/** Something@something.tld, no spaces: what '{Caption} is invalid.' checks (spec A section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The kind of user follows the roles (docs/decisions/061): Vendor/Tech 2, Customer 3, anything else 4. */
export function userKindOfRoles(roles: readonly string[]) {
  const isvendor = roles.includes('Vendor') || roles.includes('Tech');
  const iscustomer = roles.includes('Customer');
  const usertypeid: number = isvendor
    ? USER_TYPE.Vendor
    : iscustomer
      ? USER_TYPE.Customer
      : USER_TYPE.Employee;
  return { isvendor, iscustomer, usertypeid };
}
