import type { profileSchema, WireOf } from '@dispatchwise/shared';
import { createContext, useContext } from 'react';

/** The profile of GET /api/user/profile: the session user plus the report ids the user may run. */
export type Profile = WireOf<typeof profileSchema>;

export const SessionContext = createContext<Profile | null>(null);

/** The signed-in user. Only screens behind the sign-in gate call it. */
export function useSessionUser(): Profile {
  const user = useContext(SessionContext);
  if (!user) throw new Error('useSessionUser is used outside the signed-in part of the app.');
  return user;
}
