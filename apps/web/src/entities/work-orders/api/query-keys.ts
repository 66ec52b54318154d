export const workOrderActionKeys = {
  dispatchers: ['lookups', 'dispatchers'] as const,
};
