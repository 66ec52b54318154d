import { documentTotals } from '@dispatchwise/shared';
import { Box } from '@mui/material';
import { LineItemsSection, type LineRowErrors } from './line-items-section';
import { LineItemsSummary, type MarginSummary } from './line-items-summary';
import type { LineItemSection } from './sections';

/** One section's rows and how they change (an editor of several sections holds one per section). */
export type LineItemsSectionValue<R> = {
  section: LineItemSection<R>;
  rows: readonly R[];
  onChange: (rows: R[]) => void;
  errors?: readonly (LineRowErrors | undefined)[];
};

export type LineItemsEditorProps<R> = LineItemsSectionValue<R> & {
  canAdd?: boolean;
  isReadOnly?: boolean;
  margin?: MarginSummary;
};

/**
 * The line-items editor of a document (issue 11 "One line-items mechanism", docs/decisions/137): a section's
 * rows, Add Item, and the totals with the optional margin summary. An editor of several sections (the vendor
 * portal's Labor / Materials / Other) draws a `LineItemsSection` for each and one `LineItemsSummary` of
 * `sectionsTotals`.
 */
export function LineItemsEditor<R>({
  section,
  rows,
  onChange,
  errors,
  canAdd,
  isReadOnly,
  margin,
}: LineItemsEditorProps<R>) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <LineItemsSection
        section={section}
        rows={rows}
        onChange={onChange}
        errors={errors}
        canAdd={canAdd}
        isReadOnly={isReadOnly}
      />
      <LineItemsSummary totals={documentTotals(rows.map(section.amountsOf))} margin={margin} />
    </Box>
  );
}

/** The totals of several sections' rows together: the sums of every row's rounded amounts. */
export const sectionsTotals = (
  values: readonly { section: LineItemSection<never>; rows: readonly unknown[] }[],
) =>
  documentTotals(values.flatMap(({ section, rows }) => rows.map((row) => section.amountsOf(row as never))));
