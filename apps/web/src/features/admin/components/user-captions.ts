import { useMemo } from 'react';
import { useCaptions } from '../../../lib/captions';

// The Users grid's and the user popup's captions: apart from the popup's form, so the grid loads no form code
// (decision 197).
/** Field captions of the user popup; messages read '{caption} is required.' (spec A section 5). */
export type UserCaptions = Record<
  'given_name' | 'family_name' | 'email' | 'roles' | 'vendorid' | 'customerid',
  string
>;

export const DEFAULT_USER_CAPTIONS: UserCaptions = {
  given_name: 'First Name',
  family_name: 'Last Name',
  email: 'Email',
  roles: 'Role',
  vendorid: 'Vendor',
  customerid: 'Customer',
};

export function useUserCaptions(): UserCaptions {
  const caption = useCaptions();
  return useMemo(
    () => ({
      given_name: caption('users', 'given_name', DEFAULT_USER_CAPTIONS.given_name),
      family_name: caption('users', 'family_name', DEFAULT_USER_CAPTIONS.family_name),
      email: caption('users', 'email', DEFAULT_USER_CAPTIONS.email),
      roles: caption('users', 'role', DEFAULT_USER_CAPTIONS.roles),
      vendorid: caption('users', 'vendorid', DEFAULT_USER_CAPTIONS.vendorid),
      customerid: caption('users', 'customerid', DEFAULT_USER_CAPTIONS.customerid),
    }),
    [caption],
  );
}
