import type { TableCellProps, Theme } from '@mui/material';
import type { MRT_Cell, MRT_RowData, MRT_TableInstance } from 'material-react-table';
import type { CSSProperties } from 'react';

/**
 * What the grid body takes from `muiTableBodyCellProps` (the table's, then the column's, as MRT merges them):
 * `align`, `className`, `style`, and an `sx` of plain properties (e.g. a status cell's colour), which becomes
 * the cell's inline style. An `sx` with nested selectors or media queries is not supported by the body
 * (docs/decisions/129, round 3): style such content with a class of the cell's own element instead.
 */
export type GridCellProps = {
  align?: TableCellProps['align'];
  className?: string;
  style?: CSSProperties;
};

type CellPropsSource<T extends MRT_RowData> =
  | TableCellProps
  | ((props: {
      cell: MRT_Cell<T>;
      column: MRT_Cell<T>['column'];
      row: MRT_Cell<T>['row'];
      table: MRT_TableInstance<T>;
    }) => TableCellProps)
  | undefined;

const readProps = <T extends MRT_RowData>(
  source: CellPropsSource<T>,
  cell: MRT_Cell<T>,
  table: MRT_TableInstance<T>,
): TableCellProps | undefined =>
  typeof source === 'function' ? source({ cell, column: cell.column, row: cell.row, table }) : source;

const NO_PROPS: GridCellProps = {};

export function cellPropsOf<T extends MRT_RowData>(
  cell: MRT_Cell<T>,
  table: MRT_TableInstance<T>,
  theme: Theme,
): GridCellProps {
  const tableProps = readProps(table.options.muiTableBodyCellProps as CellPropsSource<T>, cell, table);
  const columnProps = readProps(
    cell.column.columnDef.muiTableBodyCellProps as CellPropsSource<T>,
    cell,
    table,
  );
  if (!tableProps && !columnProps) return NO_PROPS;
  const merged = { ...tableProps, ...columnProps };
  const sxStyle = merged.sx ? sxToStyle(merged.sx, theme) : undefined;
  const style = sxStyle || merged.style ? { ...sxStyle, ...merged.style } : undefined;
  return { align: merged.align, className: merged.className, style };
}

const sxCache = new WeakMap<Theme, Map<string, CSSProperties>>();
const IMPORTANT = /\s*!important\s*$/;

/**
 * A plain `sx` as an inline style (theme keys such as `bgcolor` resolved by MUI's `unstable_sx`). An inline
 * style already wins over the body's classes, so `!important` is dropped. Plain objects are converted once
 * per theme and kept, so a redrawn cell gets the same style object.
 */
export function sxToStyle(sx: unknown, theme: Theme): CSSProperties {
  const key = isPlainObject(sx) ? JSON.stringify(sx) : undefined;
  let cache = sxCache.get(theme);
  if (!cache) {
    cache = new Map();
    sxCache.set(theme, cache);
  }
  const known = key === undefined ? undefined : cache.get(key);
  if (known) return known;
  const css = theme.unstable_sx(sx as Parameters<Theme['unstable_sx']>[0]) as Record<string, unknown>;
  const style: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(css)) {
    if (typeof value === 'string') style[name] = value.replace(IMPORTANT, '');
    else if (typeof value === 'number') style[name] = value;
    else if (import.meta.env.DEV)
      console.warn(`DataGrid: a body cell's sx key "${name}" is not a plain property`);
  }
  if (key !== undefined) cache.set(key, style);
  return style;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Two row styles with the same properties: a new `getRowStyle` object does not redraw the row. */
export function rowStylesEqual(a: CSSProperties | undefined, b: CSSProperties | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a) as (keyof CSSProperties)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => a[key] === b[key]);
}
