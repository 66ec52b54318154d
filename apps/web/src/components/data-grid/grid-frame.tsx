import { Paper, Table, TableContainer } from '@mui/material';
import {
  MRT_BottomToolbar,
  MRT_TableBody,
  MRT_TableFooter,
  MRT_TableHead,
  MRT_TableLoadingOverlay,
  MRT_TopToolbar,
  Memo_MRT_TableBody,
  type MRT_RowData,
  type MRT_TableInstance,
} from 'material-react-table';
import { memo, useEffect, type ReactNode, type UIEvent } from 'react';

/**
 * The grid's paper, scrolling container and table, as material-react-table's `MaterialReactTable` composes
 * them (MRT_TablePaper, MRT_TableContainer, MRT_Table; docs/decisions/129, round 3), with two differences:
 * - the header and the pager draw again only when what they show changes (`headKey`, `pagerKey`). MRT draws
 *   every header cell (sort label, filter button, tooltips, each with its emotion styles) and the pager on
 *   every render of the grid: twice per page change, for nothing;
 * - no layout effect reads the toolbars' heights after every render (MRT_TableContainer does, for its full
 *   screen mode and a sticky header's default height), which forced a layout of the page in each commit.
 */
export type GridFrameProps<T extends MRT_RowData> = {
  table: MRT_TableInstance<T>;
  /** Max height of the scrolling body (a sticky header needs one). */
  maxHeight?: number | string;
  isLoading: boolean;
  /** Everything the header shows; a new value draws it again (compared item by item). */
  headKey: readonly unknown[];
  /** Everything the pager shows. */
  pagerKey: readonly unknown[];
  /** Infinite scrolling: called when the body scrolls near its end, or does not fill its height. */
  onNearEnd?: () => void;
  /** The rows drawn (infinite scrolling checks again whether they fill the body when it changes). */
  rowCount?: number;
  /** How close to the end (px) counts as near. */
  nearEndMargin?: number;
};

const sameItems = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, i) => Object.is(item, b[i]));

type PartProps<T extends MRT_RowData> = { table: MRT_TableInstance<T>; drawKey: readonly unknown[] };

const GridHead = memo(
  function GridHead<T extends MRT_RowData>({ table }: PartProps<T>) {
    return <MRT_TableHead table={table} />;
  },
  (prev, next) => prev.table === next.table && sameItems(prev.drawKey, next.drawKey),
) as <T extends MRT_RowData>(props: PartProps<T>) => ReactNode;

const GridPager = memo(
  function GridPager<T extends MRT_RowData>({ table }: PartProps<T>) {
    return <MRT_BottomToolbar table={table} />;
  },
  (prev, next) => prev.table === next.table && sameItems(prev.drawKey, next.drawKey),
) as <T extends MRT_RowData>(props: PartProps<T>) => ReactNode;

const tableSx = { borderCollapse: 'separate', display: 'grid', position: 'relative' } as const;

/** MRT's column size variables (`--col-<id>-size`, `--header-<id>-size`), which the cells' widths read. */
function columnSizeVars<T extends MRT_RowData>(table: MRT_TableInstance<T>) {
  const vars: Record<string, number> = {};
  for (const header of table.getFlatHeaders()) {
    const size = header.getSize();
    vars[`--header-${header.id.replace(/[^a-zA-Z0-9]/g, '_')}-size`] = size;
    vars[`--col-${header.column.id.replace(/[^a-zA-Z0-9]/g, '_')}-size`] = size;
  }
  return vars;
}

const hasFooter = <T extends MRT_RowData>(table: MRT_TableInstance<T>) =>
  table.options.columns.some((column) => Boolean(column.Footer));

export function GridFrame<T extends MRT_RowData>({
  table,
  maxHeight,
  isLoading,
  headKey,
  pagerKey,
  onNearEnd,
  rowCount,
  nearEndMargin = 400,
}: GridFrameProps<T>) {
  const { options } = table;
  const isNearEnd = (node: HTMLElement) =>
    node.scrollHeight - node.scrollTop - node.clientHeight < nearEndMargin;
  // Rows that do not fill the body leave nothing to scroll: the next page is asked for at once.
  useEffect(() => {
    const node = table.refs.tableContainerRef.current;
    if (onNearEnd && node && !isLoading && isNearEnd(node)) onNearEnd();
    // Checked when the rows or the loading state change, not on each new handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rowCount, isLoading, Boolean(onNearEnd)]);
  const { columnSizingInfo } = table.getState();
  return (
    <Paper
      variant="outlined"
      elevation={0}
      ref={(node: HTMLDivElement | null) => {
        // MRT's own refs, which its toolbars and virtualizer read, set as MRT_TablePaper sets them.
        // eslint-disable-next-line react-hooks/immutability
        table.refs.tablePaperRef.current = node;
      }}
      sx={{
        backgroundColor: options.mrtTheme.baseBackgroundColor,
        backgroundImage: 'unset',
        overflow: 'hidden',
      }}
    >
      <MRT_TopToolbar table={table} />
      <TableContainer
        aria-busy={isLoading}
        ref={(node: HTMLDivElement | null) => {
          // eslint-disable-next-line react-hooks/immutability
          if (node) table.refs.tableContainerRef.current = node;
        }}
        onScroll={
          onNearEnd
            ? (event: UIEvent<HTMLDivElement>) => {
                if (isNearEnd(event.currentTarget)) onNearEnd();
              }
            : undefined
        }
        sx={{ maxHeight, maxWidth: '100%', overflow: 'auto', position: 'relative' }}
      >
        {isLoading ? <MRT_TableLoadingOverlay table={table} /> : null}
        <Table stickyHeader={options.enableStickyHeader} style={columnSizeVars(table)} sx={tableSx}>
          <GridHead table={table} drawKey={headKey} />
          {/* While a column is resized (its size changes at the end) the rows need not draw, as in MRT. */}
          {columnSizingInfo.isResizingColumn ? (
            <Memo_MRT_TableBody table={table} />
          ) : (
            <MRT_TableBody table={table} />
          )}
          {/* Summary footers (columns with a Footer); MRT draws no row when no column has one. */}
          {hasFooter(table) ? <MRT_TableFooter table={table} /> : null}
        </Table>
      </TableContainer>
      <GridPager table={table} drawKey={pagerKey} />
    </Paper>
  );
}
