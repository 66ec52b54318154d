import { auditLogResource, type AuditRow } from '@dispatchwise/shared';
import { Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { DataGrid, useServerGrid } from '../../components/data-grid';
import { Loading } from '../../components/loading';
import { AuditCard, auditColumns, auditKeys, getAuditLog, useAuditGridDefaults } from '../../entities/audit';
import { useCaptions } from '../../lib/captions';

/**
 * /admin/audit (issue 18, docs/decisions/181; Admin): every change of every audited record on the grid
 * protocol: filter by date, who, action and record in the header filters, search a name, a work order
 * number or a value inside the changes; each row links to its record.
 */
export default function AuditLogPage() {
  const caption = useCaptions();
  const defaults = useAuditGridDefaults();
  const grid = useServerGrid<AuditRow>(auditLogResource, getAuditLog, {
    stateKey: auditLogResource.key,
    queryKey: auditKeys.log,
    defaults,
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
