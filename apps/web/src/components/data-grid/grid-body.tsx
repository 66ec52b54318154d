import { useTheme } from '@mui/material';
import {
  MRT_TableBodyCellValue,
  cellKeyboardShortcuts,
  getMRT_RowSelectionHandler,
  type MRT_Cell,
  type MRT_Column,
  type MRT_Row,
  type MRT_RowData,
  type MRT_TableInstance,
} from 'material-react-table';
import {
  createContext,
  Fragment,
  memo,
  useCallback,
  useContext,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { GRID_BODY_CLASS, ROW_ACTIONS_CLASS } from './grid-body-styles';
import { cellPropsOf, rowStylesEqual } from './grid-cell-props';

/**
 * The grid's body rows (docs/decisions/129, round 3): plain `<tr>`/`<td>` elements drawn in place of
 * material-react-table's `MRT_TableBodyRow`/`MRT_TableBodyCell`, which build an emotion `sx` for every cell
 * and a Tooltip'd MUI checkbox for every row. MRT still draws the header, toolbars, pager and owns the row
 * virtualizer; `MRT_TableBody` renders `muiTableBodyProps.children` instead of its own rows.
 *
 * The look comes from classes styled once by the table body's `sx` (`gridBodyStyles`): density and column
 * widths are CSS (a class on the body, MRT's `--col-<id>-size` variables on the table), so a drawn row draws
 * again only when its row object, its selection, the visible columns or their order, the search text (match
 * highlighting) or its `getRowStyle` result change.
 */

const ROW_CLASS = `MuiTableRow-root ${GRID_BODY_CLASS.row}`;
const CELL_CLASS = `MuiTableCell-root MuiTableCell-body ${GRID_BODY_CLASS.cell}`;
const SELECT_COLUMN = 'mrt-row-select';
const ACTIONS_COLUMN = 'mrt-row-actions';

/** The screen's row actions; a context so that the actions cells follow the screen's state (below). */
const RowActionsContext = createContext<((row: never) => ReactNode) | undefined>(undefined);

export type GridBodyRowsProps<T extends MRT_RowData> = {
  table: MRT_TableInstance<T>;
  /**
   * The grid's column definitions as the screen made them (their identity). MRT prepares new column and cell
   * objects on each of its renders, so rows compare this and the visible column ids instead.
   */
  columnDefs: unknown;
  /** Rows are virtualized by MRT's virtualizer, which the table's `rowVirtualizerInstanceRef` option holds. */
  isVirtual: boolean;
  /** While the first page loads the body keeps this height under MRT's loading overlay. */
  loadingHeight?: number;
  /** Double click or Enter on a row: a stable function (a new one would draw every row again). */
  openRow: (row: T) => void;
  getRowStyle?: (row: T) => CSSProperties | undefined;
  renderRowActions?: (row: T) => ReactNode;
  /** A panel under each expanded row (not virtualized; data-grid.tsx turns virtualization off). */
  renderDetailPanel?: (row: T) => ReactNode;
  expandedRowIds?: ReadonlySet<string>;
};

/**
 * The rows of one page, in place of MRT's. Rendered by `MRT_TableBody` after it has updated its virtualizer,
 * and again whenever it renders (a scroll, a measured row, a new page), so the virtual items are current.
 */
export function GridBodyRows<T extends MRT_RowData>({
  table,
  columnDefs,
  isVirtual,
  loadingHeight,
  openRow,
  getRowStyle,
  renderRowActions,
  renderDetailPanel,
  expandedRowIds,
}: GridBodyRowsProps<T>) {
  const rows = table.getRowModel().rows;
  const { columnFilters, globalFilter } = table.getState();
  const columns = table.getVisibleLeafColumns();
  if (!rows.length) {
    const { localization } = table.options;
    // As MRT's empty row: the text centred in the visible width of a wide, scrolled table.
    const visibleWidth = table.refs.tablePaperRef.current?.clientWidth ?? 360;
    return (
      <tr style={{ display: 'grid' }}>
        <td colSpan={columns.length} style={{ display: 'grid' }}>
          {loadingHeight !== undefined ? (
            <div style={{ height: loadingHeight }} />
          ) : (
            <p className={GRID_BODY_CLASS.empty} style={{ maxWidth: `min(100vw, ${visibleWidth}px)` }}>
              {globalFilter || columnFilters.length
                ? localization.noResultsFound
                : localization.noRecordsToDisplay}
            </p>
          )}
        </td>
      </tr>
    );
  }
  // MRT's virtualizer (the table's `rowVirtualizerInstanceRef`), which MRT_TableBody updated earlier in this
  // same render (useMRT_RowVirtualizer).
  const virtualizer = isVirtual ? (table.options.rowVirtualizerInstanceRef?.current ?? undefined) : undefined;
  const search = typeof globalFilter === 'string' ? globalFilter : '';
  const columnIds = columns.map((column) => column.id).join(' ');
  const drawRow = (row: MRT_Row<T>, index: number, start?: number) => (
    <GridRow
      key={`${row.id}-${index}`}
      row={row}
      index={index}
      start={start}
      isSelected={row.getIsSelected()}
      columnIds={columnIds}
      columnDefs={columnDefs}
      search={search}
      rowStyle={getRowStyle?.(row.original)}
      measure={virtualizer?.measureElement}
      table={table}
      openRow={openRow}
    />
  );
  const body = virtualizer
    ? virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        return row ? drawRow(row, item.index, item.start) : null;
      })
    : rows.map((row, index) =>
        renderDetailPanel && expandedRowIds?.has(row.id) ? (
          <Fragment key={`${row.id}-${index}`}>
            {drawRow(row, index)}
            <tr className={GRID_BODY_CLASS.detailRow} data-detail-of={row.id}>
              <td colSpan={columns.length}>{renderDetailPanel(row.original)}</td>
            </tr>
          </Fragment>
        ) : (
          drawRow(row, index)
        ),
      );
  return (
    <RowActionsContext.Provider value={renderRowActions as ((row: never) => ReactNode) | undefined}>
      {body}
    </RowActionsContext.Provider>
  );
}

type GridRowProps<T extends MRT_RowData> = {
  row: MRT_Row<T>;
  /** The row's index in the page (MRT's `staticRowIndex`, the virtualizer's `data-index`). */
  index: number;
  /** The row's offset when virtualized. */
  start?: number;
  isSelected: boolean;
  /** The visible columns in their order. */
  columnIds: string;
  columnDefs: unknown;
  search: string;
  rowStyle?: CSSProperties;
  measure?: (node: HTMLTableRowElement | null) => void;
  table: MRT_TableInstance<T>;
  openRow: (row: T) => void;
};

function GridRowFrame<T extends MRT_RowData>({
  row,
  index,
  start,
  isSelected,
  columnIds,
  columnDefs,
  search,
  rowStyle,
  measure,
  table,
  openRow,
}: GridRowProps<T>) {
  const rowRef = useRef<HTMLTableRowElement | null>(null);
  // A stable callback: the virtualizer observes the row once, when it mounts (its size comes from the
  // ResizeObserver report, never from a layout forced in the commit).
  const setRow = useCallback(
    (node: HTMLTableRowElement | null) => {
      rowRef.current = node;
      measure?.(node);
    },
    [measure],
  );
  const isVirtual = start !== undefined;
  return (
    <tr
      ref={setRow}
      data-index={index}
      data-selected={isSelected || undefined}
      className={`${ROW_CLASS}${isVirtual ? ` ${GRID_BODY_CLASS.virtualRow}` : ''}${isSelected ? ' Mui-selected' : ''}`}
      style={isVirtual ? { ...rowStyle, transform: `translateY(${start}px)` } : rowStyle}
      onDoubleClick={() => openRow(row.original)}
      onKeyDown={(event) => {
        const target = event.target as Element;
        // Enter on the focused row or one of its cells; a link, button or box inside keeps its own Enter.
        const isRowFocused = target === event.currentTarget || target.parentElement === event.currentTarget;
        if (event.key === 'Enter' && isRowFocused && !event.defaultPrevented) {
          openRow(row.original);
        }
      }}
    >
      <RowCells
        row={row}
        index={index}
        isSelected={isSelected}
        columnIds={columnIds}
        columnDefs={columnDefs}
        search={search}
        table={table}
        rowRef={rowRef}
      />
    </tr>
  );
}

const GridRow = memo(
  GridRowFrame,
  (prev, next) =>
    // The row's data rather than MRT's row object, which is new whenever the page's data array is (a
    // refetch keeps the unchanged rows' objects: TanStack Query's structural sharing).
    prev.row.original === next.row.original &&
    prev.row.id === next.row.id &&
    prev.index === next.index &&
    prev.start === next.start &&
    prev.isSelected === next.isSelected &&
    prev.columnIds === next.columnIds &&
    prev.columnDefs === next.columnDefs &&
    prev.search === next.search &&
    prev.measure === next.measure &&
    prev.table === next.table &&
    prev.openRow === next.openRow &&
    rowStylesEqual(prev.rowStyle, next.rowStyle),
) as typeof GridRowFrame;

type RowCellsProps<T extends MRT_RowData> = {
  row: MRT_Row<T>;
  index: number;
  isSelected: boolean;
  /** Not read: shown, hidden or moved columns, or new definitions, draw the cells again. */
  columnIds: string;
  columnDefs: unknown;
  /** Not read here: MRT's cell value highlights the search's matches. */
  search: string;
  table: MRT_TableInstance<T>;
  rowRef: RefObject<HTMLTableRowElement | null>;
};

/** The cells of a row: drawn again only when the row, its selection, the columns or the search change. */
const RowCells = memo(
  function RowCells<T extends MRT_RowData>({ row, index, isSelected, table, rowRef }: RowCellsProps<T>) {
    const theme = useTheme();
    const cells = row.getVisibleCells();
    // MRT's cell keyboard navigation (arrows, Home/End, Enter/Space on the selection cell), for a focused cell.
    const handleCellKeyDown = (event: KeyboardEvent<HTMLTableCellElement>) => {
      if (event.target !== event.currentTarget) return;
      const cell = cells[Number(event.currentTarget.dataset.index)];
      if (cell) cellKeyboardShortcuts({ cell, cellValue: cell.getValue<string>(), event, table });
    };
    return cells.map((cell, columnIndex) => {
      const { column } = cell;
      const isDisplay = column.columnDef.columnDefType === 'display';
      const props = cellPropsOf(cell, table, theme);
      return (
        <td
          key={cell.id}
          data-index={columnIndex}
          tabIndex={table.options.enableKeyboardShortcuts === false ? undefined : 0}
          className={[
            CELL_CLASS,
            isDisplay ? GRID_BODY_CLASS.displayCell : GRID_BODY_CLASS.dataCell,
            props.align === 'right' ? GRID_BODY_CLASS.alignRight : '',
            props.align === 'center' ? GRID_BODY_CLASS.alignCenter : '',
            props.className ?? '',
          ]
            .filter(Boolean)
            .join(' ')}
          style={props.style ? { ...sizeStyleOf(column), ...props.style } : sizeStyleOf(column)}
          onKeyDown={handleCellKeyDown}
        >
          {column.id === SELECT_COLUMN ? (
            <RowCheckbox row={row} index={index} isSelected={isSelected} table={table} />
          ) : column.id === ACTIONS_COLUMN ? (
            <RowActions row={row.original} />
          ) : isDisplay ? (
            column.columnDef.Cell?.({
              cell,
              column,
              renderedCellValue: cell.renderValue() as ReactNode,
              row,
              rowRef,
              staticColumnIndex: columnIndex,
              staticRowIndex: index,
              table,
            })
          ) : (
            <MRT_TableBodyCellValue
              cell={cell as MRT_Cell<T>}
              table={table}
              rowRef={rowRef}
              staticColumnIndex={columnIndex}
              staticRowIndex={index}
            />
          )}
        </td>
      );
    });
  },
  (prev, next) =>
    prev.row.original === next.row.original &&
    prev.row.id === next.row.id &&
    prev.index === next.index &&
    prev.isSelected === next.isSelected &&
    prev.columnIds === next.columnIds &&
    prev.columnDefs === next.columnDefs &&
    prev.search === next.search &&
    prev.table === next.table &&
    prev.rowRef === next.rowRef,
) as <T extends MRT_RowData>(props: RowCellsProps<T>) => ReactNode;

/**
 * A cell's width from MRT's column size variables, as `MRT_TableBodyCell` sizes it in layoutMode 'grid'.
 * One object per column, so React finds nothing to change when a row draws again.
 */
const sizeStyles = new WeakMap<object, CSSProperties>();
function sizeStyleOf<T extends MRT_RowData>(column: MRT_Column<T>): CSSProperties {
  const known = sizeStyles.get(column);
  if (known) return known;
  const size = `var(--col-${column.id.replace(/[^a-zA-Z0-9]/g, '_')}-size)`;
  const { grow, minSize } = column.columnDef;
  const style: CSSProperties = {
    minWidth: `max(calc(${size} * 1px), ${minSize ?? 30}px)`,
    width: `calc(${size} * 1px)`,
    flex: `${grow === false || grow === 0 ? 0 : size} 0 auto`,
  };
  sizeStyles.set(column, style);
  return style;
}

/** The row's selection box: a plain checkbox styled like MUI's (MRT's handler, so Shift+click selects a range). */
function RowCheckbox<T extends MRT_RowData>({
  row,
  index,
  isSelected,
  table,
}: {
  row: MRT_Row<T>;
  index: number;
  isSelected: boolean;
  table: MRT_TableInstance<T>;
}) {
  return (
    <input
      type="checkbox"
      className={GRID_BODY_CLASS.checkbox}
      aria-label={table.options.localization.toggleSelectRow}
      checked={isSelected}
      disabled={!row.getCanSelect()}
      onChange={(event) => {
        event.stopPropagation();
        getMRT_RowSelectionHandler({ row, staticRowIndex: index, table })(event);
      }}
      onClick={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
    />
  );
}

/**
 * The screen's actions for a row. They read the screen's state (a pending request, a permission), so they
 * draw again with each new `renderRowActions` (each render of the grid), through the context, while the
 * row's other cells stay as they are.
 */
function RowActions({ row }: { row: unknown }) {
  const render = useContext(RowActionsContext) as ((row: unknown) => ReactNode) | undefined;
  return render ? <div className={ROW_ACTIONS_CLASS}>{render(row)}</div> : null;
}
