import { auditRecordTypeOf, formatDateTime, type AuditedEntity, type AuditRow } from '@dispatchwise/shared';
import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { GridCardField, type DataGridColumn } from '../../components/data-grid';
import { auditActionName, auditEntityName, formatAuditValue, sortedChanges } from './audit-values';

type Caption = (table: string, field: string, fallback?: string) => string;

/** Who made a change: the user's name then, or the system (worker, sync, import without a user). */
export const actorText = (row: AuditRow) => row.actorname ?? 'System';

/** "Caption: old → new" per changed column; an insert shows the new values, a delete the old ones. */
export function AuditChanges({ row, caption }: { row: AuditRow; caption: Caption }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0, whiteSpace: 'normal' }}>
      {sortedChanges(row.changes).map((change) => (
        <Typography key={change.field} variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {caption(row.entity, change.field)}:
          </Box>{' '}
          {row.action === 'update' ? (
            <>
              <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
                {formatAuditValue(change.field, change.old)}
              </Box>
              {' → '}
              {formatAuditValue(change.field, change.new)}
            </>
          ) : (
            formatAuditValue(change.field, row.action === 'delete' ? change.old : change.new)
          )}
        </Typography>
      ))}
    </Stack>
  );
}

const recordText = (row: AuditRow) =>
  `${auditActionName(row.action)} ${auditEntityName(row.entity)}${row.entity === 'workorder' ? '' : ` #${row.entityid}`}`;

/** Where the record of a row is edited; roles have no screen of their own. */
export function auditRecordPath(row: AuditRow): string | null {
  switch (auditRecordTypeOf(row.entity as AuditedEntity)) {
    case 'workorder':
      return row.workorderid ? `/workorder/details?id=${row.workorderid}` : null;
    case 'customer':
      return `/customer/details?id=${row.entityid}`;
    case 'vendor':
      return `/vendor/details?id=${row.entityid}`;
    case 'user':
      return `/admin/users/details?id=${row.entityid}`;
    case 'role':
      return null;
  }
}

function RecordLink({ row }: { row: AuditRow }) {
  const path = auditRecordPath(row);
  const text = row.wonumber ? `${recordText(row)} · WO ${row.wonumber}` : recordText(row);
  return path ? (
    <Link component={RouterLink} to={path}>
      {text}
    </Link>
  ) : (
    text
  );
}

/**
 * The columns of both grids: when, who, what (action and record; the Audit Log links it), and the
 * changes. The Audit Log (`isLog`) filters by the action and the record kind in their header filters.
 */
export function auditColumns(caption: Caption, { isLog = false } = {}): DataGridColumn<AuditRow>[] {
  const c = (field: string) => caption('auditlog', field);
  const what: DataGridColumn<AuditRow>[] = isLog
    ? [
        {
          id: 'action',
          accessorKey: 'action',
          header: c('action'),
          size: 120,
          Cell: ({ row }) => auditActionName(row.original.action),
        },
        {
          id: 'entity',
          accessorKey: 'entity',
          header: c('entity'),
          size: 260,
          Cell: ({ row }) => <RecordLink row={row.original} />,
        },
      ]
    : [
        {
          id: 'entity',
          accessorKey: 'entity',
          header: c('entity'),
          size: 190,
          enableSorting: false,
          Cell: ({ row }) => recordText(row.original),
        },
      ];
  return [
    {
      id: 'occurredat',
      accessorKey: 'occurredat',
      header: c('occurredat'),
      size: 170,
      dataType: 'date',
      Cell: ({ row }) => formatDateTime(row.original.occurredat),
    },
    {
      id: 'actorname',
      accessorKey: 'actorname',
      header: c('actorname'),
      size: 170,
      Cell: ({ row }) => actorText(row.original),
    },
    ...what,
    {
      id: 'changes',
      accessorKey: 'changes',
      header: c('changes'),
      size: 520,
      enableSorting: false,
      enableColumnFilter: false,
      Cell: ({ row }) => <AuditChanges row={row.original} caption={caption} />,
    },
  ];
}

/** A row as a card (a phone's view). */
export function AuditCard({ row, caption }: { row: AuditRow; caption: Caption }) {
  return (
    // A rule under each card: the cards of one grid would otherwise run together.
    <Stack spacing={0.5} sx={{ pb: 1, borderBottom: 1, borderColor: 'divider' }}>
      {/* A gap, not margins: a wrapped field starts at the left edge. */}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        <GridCardField label={caption('auditlog', 'occurredat')}>
          {formatDateTime(row.occurredat)}
        </GridCardField>
        <GridCardField label={caption('auditlog', 'actorname')}>{actorText(row)}</GridCardField>
        <GridCardField label={caption('auditlog', 'entity')}>
          <RecordLink row={row} />
        </GridCardField>
      </Stack>
      <AuditChanges row={row} caption={caption} />
    </Stack>
  );
}
