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

/**
 * A record editor's tabs on an outlined paper, each tab linked to its panel. They wrap onto a second row
 * rather than scroll: every tab stays in sight and one click away at any width (docs/decisions/193). MUI's
 * sliding indicator follows one row only, so the selected tab draws its own underline instead.
 */
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
        aria-label={ariaLabel}
        slotProps={{ indicator: { style: { display: 'none' } } }}
        sx={{
          px: { xs: 0.5, sm: 1 },
          '& .MuiTabs-flexContainer': { flexWrap: 'wrap' },
          '& .MuiTab-root': {
            minWidth: 0,
            minHeight: { xs: 38, sm: 44 },
            px: { xs: 1, sm: 2 },
            borderRadius: 0,
          },
          '& .MuiTab-root:hover': { bgcolor: 'action.hover' },
          '& .MuiTab-root.Mui-selected': {
            boxShadow: (theme) => `inset 0 -2px 0 ${theme.palette.primary.main}`,
          },
        }}
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
