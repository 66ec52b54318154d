import { auditLogResource, type AuditRecordType, type AuditRow } from '@dispatchwise/shared';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useMemo } from 'react';
import { DataGrid, useServerGrid, type GridState } from '../../components/data-grid';
import { Loading } from '../../components/loading';
import { useCaptions } from '../../lib/captions';
import { AuditCard, auditColumns } from './audit-columns';
import { auditKeys, getChangeHistory } from './get-audit';

/**
 * Newest first by the log's id (the resource's default sort, an index), 20 a page; a phone opens on cards,
 * where each change reads in full (a stored layout still wins).
 */
export function useAuditGridDefaults(): Partial<GridState> {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return useMemo(() => ({ pageSize: 20, sorting: [], variant: isPhone ? 'cards' : 'table' }), [isPhone]);
}

/**
 * A record's Change History (docs/decisions/181): who changed what and when, old -> new, newest first; a
 * work order's includes its vendor lines, proposals and invoices. The one grid of every editor's tab.
 */
export function ChangeHistory({ record, id }: { record: AuditRecordType; id: number }) {
  const caption = useCaptions();
  const defaults = useAuditGridDefaults();
  const fetcher = useMemo(() => getChangeHistory(record, id), [record, id]);
  const grid = useServerGrid<AuditRow>(auditLogResource, fetcher, {
    stateKey: `changehistory-${record}`,
    queryKey: auditKeys.history(record, id),
    defaults,
  });
  const columns = useMemo(() => auditColumns(caption), [caption]);

  return (
    <Box component="section" aria-label="Change History" sx={{ minWidth: 0 }}>
      {grid.isLoading ? (
        <Loading text="Loading Change History..." />
      ) : (
        <DataGrid<AuditRow>
          columns={columns}
          server={grid}
          getRowId={(row) => String(row.id)}
          hasHeaderFilters={false}
          hasFilterBuilder={false}
          hasRowVirtualization={false}
          searchPlaceholder="Search changes..."
          emptyText="No changes recorded yet."
          renderCard={(row) => <AuditCard row={row} caption={caption} />}
        />
      )}
    </Box>
  );
}
