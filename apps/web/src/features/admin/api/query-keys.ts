export const adminKeys = {
  users: ['admin', 'users'] as const,
  user: (id: number) => ['admin', 'users', id] as const,
  roles: ['admin', 'roles'] as const,
  reports: ['admin', 'reports'] as const,
  vendorsLookup: ['lookups', 'vendors'] as const,
};
