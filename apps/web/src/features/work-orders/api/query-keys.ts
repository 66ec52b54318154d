export const workOrderKeys = {
  all: ['workorders'] as const,
  list: (toolbar: object) => ['workorders', 'list', toolbar] as const,
  statuses: ['lookups', 'statuses'] as const,
};
