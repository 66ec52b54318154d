export const viewKeys = {
  all: ['views'] as const,
  list: (pageTypes: string) => ['views', 'list', pageTypes] as const,
};
