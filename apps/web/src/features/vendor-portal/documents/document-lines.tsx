import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  vendorLaborColumns,
  VendorLinesTable,
  vendorMaterialColumns,
  vendorOtherColumns,
} from '../../../components/line-items';
import type { PortalLabor, PortalMaterial, PortalOther } from './api/types';
import type { PortalDocument } from './portal-document';

// A saved document's lines with the API's amounts: the read-only editor's tabs and the grid's detail panel.

const LABOR = vendorLaborColumns<PortalLabor>((line) => line.amount);
const MATERIAL = vendorMaterialColumns<PortalMaterial>((line) => line.amount);
const OTHER = vendorOtherColumns<PortalOther>((line) => line.amount);

type Section = 'labor' | 'material' | 'other';
type TableProps = { label: string; emptyText: string };

/** Each kind of line: its caption and its table of the document's lines and total. */
const SECTIONS: Record<
  Section,
  { caption: string; table: (document: PortalDocument, props: TableProps) => ReactNode }
> = {
  labor: {
    caption: 'Labor',
    table: (document, props) => (
      <VendorLinesTable lines={document.labor} columns={LABOR} total={document.totals.labor} {...props} />
    ),
  },
  material: {
    caption: 'Materials',
    table: (document, props) => (
      <VendorLinesTable
        lines={document.material}
        columns={MATERIAL}
        total={document.totals.material}
        {...props}
      />
    ),
  },
  other: {
    caption: 'Other',
    table: (document, props) => (
      <VendorLinesTable lines={document.other} columns={OTHER} total={document.totals.other} {...props} />
    ),
  },
};

/** One kind of line of a saved document, with its total. */
export function DocumentSavedLines({ document, section }: { document: PortalDocument; section: Section }) {
  const { caption, table } = SECTIONS[section];
  return table(document, { label: `${caption} lines`, emptyText: `No ${caption.toLowerCase()} lines.` });
}

/** The grid's detail panel: the three kinds of lines that the document has, or that it has none. */
export function DocumentLinesDetail({ document }: { document: PortalDocument }) {
  const sections = (['labor', 'material', 'other'] as const).filter(
    (section) => document[section].length > 0,
  );
  if (sections.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
        This {document.kind} has no lines yet.
      </Typography>
    );
  return (
    <Box sx={{ p: 1.5, display: 'grid', gap: 2 }} aria-label={`Lines of the ${document.kind}`}>
      {sections.map((section) => (
        <Box key={section}>
          <Typography variant="subtitle2" component="h3">
            {SECTIONS[section].caption}
          </Typography>
          <DocumentSavedLines document={document} section={section} />
        </Box>
      ))}
    </Box>
  );
}
