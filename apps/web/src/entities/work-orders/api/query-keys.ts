export const workOrderActionKeys = {
  dispatchers: ['lookups', 'dispatchers'] as const,
  salesreps: ['lookups', 'salesreps'] as const,
};
