import { Paper, Tab, Tabs } from '@mui/material';

export type RecordTab<TId extends string> = { id: TId; label: string; isDisabled?: boolean };

export type RecordTabsProps<TId extends string> = {
  /** Names the ids: tab `{idPrefix}-tab-{id}` controls panel `{idPrefix}-tabpanel-{id}`. */
  idPrefix: string;
  /** The tab list's accessible name, e.g. 'Customer sections'. */
  ariaLabel: string;
  tabs: readonly RecordTab<TId>[];
  value: TId;
  onChange: (next: TId) => void;
};

/** A record editor's tabs: one scrollable row on an outlined paper, each tab linked to its panel. */
export function RecordTabs<TId extends string>({
  idPrefix,
  ariaLabel,
  tabs,
  value,
  onChange,
}: RecordTabsProps<TId>) {
  return (
    <Paper variant="outlined">
      <Tabs
        value={value}
        onChange={(_, next: TId) => onChange(next)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={ariaLabel}
        sx={{ px: 1 }}
      >
        {tabs.map((item) => (
          <Tab
            key={item.id}
            value={item.id}
            label={item.label}
            disabled={item.isDisabled}
            id={`${idPrefix}-tab-${item.id}`}
            aria-controls={`${idPrefix}-tabpanel-${item.id}`}
          />
        ))}
      </Tabs>
    </Paper>
  );
}
