import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatMoney } from '../../lib/format';

// A vendor's saved Labor, Materials and Other lines as read-only tables with the amounts the API computed
// (the staff Review Proposal popup, decision 140; the vendor portal's documents, decision 165).

export type VendorLineColumn<L> = { header: string; value: (line: L) => ReactNode; isAmount?: boolean };

type SavedLine = { id: number };
type SavedLabor = SavedLine & {
  skilllevel: string;
  type: string;
  numberoftechs: number;
  hourlyrate: string;
  numberofhours: string;
};
type SavedMaterial = SavedLine & {
  description: string;
  partnumber: string | null;
  unit: string;
  unitprice: string;
  quantity: string;
};
type SavedOther = SavedLine & {
  type: string;
  description: string | null;
  quantity: string;
  unitprice: string;
};

const amountColumn = <L,>(amountOf: (line: L) => string): VendorLineColumn<L> => ({
  header: 'Amount',
  value: (line) => formatMoney(amountOf(line)),
  isAmount: true,
});

/** Skill Level, Type, Number of Techs, Hourly Rate, Hours, Amount. */
export const vendorLaborColumns = <L extends SavedLabor>(
  amountOf: (line: L) => string,
): VendorLineColumn<L>[] => [
  { header: 'Skill Level', value: (line) => line.skilllevel },
  { header: 'Type', value: (line) => line.type },
  { header: 'Number of Techs', value: (line) => line.numberoftechs, isAmount: true },
  { header: 'Hourly Rate', value: (line) => formatMoney(line.hourlyrate), isAmount: true },
  { header: 'Hours', value: (line) => line.numberofhours, isAmount: true },
  amountColumn(amountOf),
];

/** Description, Part Number, Unit, Unit Price, Quantity, Amount. */
export const vendorMaterialColumns = <L extends SavedMaterial>(
  amountOf: (line: L) => string,
): VendorLineColumn<L>[] => [
  { header: 'Description', value: (line) => line.description },
  { header: 'Part Number', value: (line) => line.partnumber ?? '' },
  { header: 'Unit', value: (line) => line.unit },
  { header: 'Unit Price', value: (line) => formatMoney(line.unitprice), isAmount: true },
  { header: 'Quantity', value: (line) => line.quantity, isAmount: true },
  amountColumn(amountOf),
];

/** Type, Description, Quantity, Price, Amount. */
export const vendorOtherColumns = <L extends SavedOther>(
  amountOf: (line: L) => string,
): VendorLineColumn<L>[] => [
  { header: 'Type', value: (line) => line.type },
  { header: 'Description', value: (line) => line.description ?? '' },
  { header: 'Quantity', value: (line) => line.quantity, isAmount: true },
  { header: 'Price', value: (line) => formatMoney(line.unitprice), isAmount: true },
  amountColumn(amountOf),
];

/** One section of a vendor's lines with its total; `problemsOf` names the line rules a line breaks. */
export function VendorLinesTable<L extends SavedLine>({
  label,
  lines,
  columns,
  total,
  problemsOf,
  emptyText,
}: {
  label: string;
  lines: readonly L[];
  columns: readonly VendorLineColumn<L>[];
  total: string;
  problemsOf?: (line: L) => string[];
  emptyText: string;
}) {
  if (lines.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  const align = (column: VendorLineColumn<L>) => (column.isAmount ? 'right' : 'left');
  return (
    // A phone scrolls the table sideways rather than breaking its words into letters.
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ minWidth: 600 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={align(column)} sx={{ whiteSpace: 'nowrap' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const problems = problemsOf?.(line) ?? [];
            return (
              <TableRow key={line.id}>
                {columns.map((column, index) => (
                  <TableCell
                    key={column.header}
                    align={align(column)}
                    sx={column.isAmount ? { whiteSpace: 'nowrap' } : { overflowWrap: 'break-word' }}
                  >
                    {column.value(line)}
                    {index === 0 && problems.length > 0 ? (
                      <Typography variant="caption" color="error" component="div" role="note">
                        {problems.join(' ')}
                      </Typography>
                    ) : null}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
          <TableRow>
            <TableCell colSpan={columns.length - 1} sx={{ fontWeight: 600 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatMoney(total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
