import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  InputAdornment,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import Search from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { GroupRow } from './use-server-grid';

export type HeaderFilterProps = {
  columnId: string;
  caption: string;
  /** The values picked now. */
  value: unknown[];
  onChange: (value: unknown[]) => void;
  /** Server grids: the cache key and loader of the column's values (`group`), read when the popover opens. */
  queryKey?: readonly unknown[];
  loadValues?: (signal?: AbortSignal) => Promise<GroupRow[]>;
  /** Client grids: the column's values with their counts, already at hand. */
  values?: GroupRow[];
  formatValue?: (value: unknown) => string;
};

export const BLANK_LABEL = '(Blanks)';

const defaultFormat = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? BLANK_LABEL
    : typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : String(value);

const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * A header filter: the column's distinct values (loaded through `group` when the popover opens) with their
 * counts, picked with checkboxes, like DevExtreme's header filter (spec A "header filters").
 */
export function HeaderFilter({
  columnId,
  caption,
  value,
  onChange,
  queryKey,
  loadValues,
  values: givenValues,
  formatValue = defaultFormat,
}: HeaderFilterProps) {
  const [text, setText] = useState('');
  const loaded = useQuery({
    queryKey: queryKey ?? ['header-filter', columnId],
    queryFn: ({ signal }) => loadValues?.(signal) ?? Promise.resolve([]),
    staleTime: 30_000,
    enabled: !givenValues,
  });
  const values = givenValues
    ? { data: givenValues, isLoading: false, isError: false }
    : { data: loaded.data, isLoading: loaded.isLoading, isError: loaded.isError };
  const shown = useMemo(() => {
    const needle = text.trim().toLowerCase();
    const rows = values.data ?? [];
    return needle ? rows.filter((row) => formatValue(row.key).toLowerCase().includes(needle)) : rows;
  }, [values.data, text, formatValue]);

  const isPicked = (key: unknown) => value.some((v) => sameValue(v, key));
  const handleToggle = (key: unknown) =>
    onChange(isPicked(key) ? value.filter((v) => !sameValue(v, key)) : [...value, key ?? null]);

  return (
    <Box
      sx={{ width: 260, display: 'flex', flexDirection: 'column', gap: 1 }}
      data-testid={`header-filter-${columnId}`}
    >
      <TextField
        size="small"
        placeholder={`Search ${caption}`}
        value={text}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-label': `Search values of ${caption}` },
        }}
      />
      <Box sx={{ maxHeight: 280, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {values.isLoading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress size={20} aria-label="Loading values" />
          </Box>
        ) : values.isError ? (
          <Typography variant="body2" color="error" sx={{ p: 1 }}>
            Could not load the values.
          </Typography>
        ) : shown.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            No values
          </Typography>
        ) : (
          <List dense disablePadding role="listbox" aria-multiselectable aria-label={`Values of ${caption}`}>
            {shown.map((row) => {
              const label = formatValue(row.key);
              const isChecked = isPicked(row.key);
              return (
                <ListItemButton
                  key={label}
                  role="option"
                  aria-selected={isChecked}
                  onClick={() => handleToggle(row.key)}
                  sx={{ py: 0 }}
                >
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <Checkbox edge="start" size="small" checked={isChecked} tabIndex={-1} disableRipple />
                  </ListItemIcon>
                  <ListItemText primary={label} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />
                  <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    {row.count.toLocaleString()}
                  </Typography>
                </ListItemButton>
              );
            })}
          </List>
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => onChange([])} disabled={value.length === 0}>
          Clear
        </Button>
      </Box>
    </Box>
  );
}
