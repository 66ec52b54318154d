import { auditLogResource, type AuditRow } from '@dispatchwise/shared';
import { Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { DataGrid, useServerGrid, type GridState } from '../../components/data-grid';
import { Loading } from '../../components/loading';
import { AuditCard, auditColumns, auditKeys, getAuditLog } from '../../entities/audit';
import { useCaptions } from '../../lib/captions';

// Newest first by the log's id (the resource's default sort, the primary key).
const DEFAULTS: Partial<GridState> = { pageSize: 20, sorting: [] };

/**
 * /admin/audit (issue 18, docs/decisions/181; Admin): every change of every audited record on the grid
 * protocol: filter by date, who, action and record in the header filters, search a name, a work order
 * number or a value inside the changes; each row links to its record.
 */
export default function AuditLogPage() {
  const caption = useCaptions();
  const grid = useServerGrid<AuditRow>(auditLogResource, getAuditLog, {
    stateKey: auditLogResource.key,
    queryKey: auditKeys.log,
    defaults: DEFAULTS,
  });
  const columns = useMemo(() => auditColumns(caption, { isLog: true }), [caption]);

  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        Audit Log
      </Typography>
      <Paper variant="outlined" sx={{ p: 1, minWidth: 0 }}>
        {grid.isLoading ? (
          <Loading text="Loading Audit Log..." />
        ) : (
          <DataGrid<AuditRow>
            columns={columns}
            server={grid}
            getRowId={(row) => String(row.id)}
            hasRowVirtualization={false}
            searchPlaceholder="Search changes..."
            emptyText="No changes recorded yet."
            renderCard={(row) => <AuditCard row={row} caption={caption} />}
          />
        )}
      </Paper>
    </Stack>
  );
}
