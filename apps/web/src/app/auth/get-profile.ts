import { http } from '../../lib/http';
import type { Profile } from '../../lib/session';

export const profileQueryKey = ['user', 'profile'] as const;

export const getProfile = (signal?: AbortSignal) => http.get<Profile>('/api/user/profile', { signal });
