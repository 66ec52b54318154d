export const homeKeys = {
  all: ['home'] as const,
  activeCounts: ['home', 'activecounts'] as const,
  priorityCounts: ['home', 'prioritycounts'] as const,
  dailyCounts: ['home', 'dailycounts'] as const,
  openCounts: (variant: 'vendor' | 'customer', ownerid: number | null) =>
    ['home', 'opencounts', variant, ownerid] as const,
};
