import { PAGE_SIZES } from '@dispatchwise/shared';
import Add from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataGrid, RowActionsMenu, type DataGridColumn } from '../../components/data-grid';
import { useVendorTechs } from './api/get-vendor-techs';
import { vendorProfileKeys } from './api/query-keys';
import type { VendorTech } from './api/types';
import { TechDialog, type TechDialogTarget } from './tech-dialog';
import { TechPasswordDialog } from './tech-password-dialog';

type TechAction = 'edit' | 'password';
const TECH_ACTIONS = [
  { kind: 'edit', label: 'Edit Tech' },
  { kind: 'password', label: 'Change Password' },
] as const satisfies readonly { kind: TechAction; label: string }[];

const COLUMNS: DataGridColumn<VendorTech>[] = [
  { id: 'given_name', accessorKey: 'given_name', header: 'First Name', size: 160 },
  { id: 'family_name', accessorKey: 'family_name', header: 'Last Name', size: 160 },
  { id: 'email', accessorKey: 'email', header: 'Email', size: 260, grow: true },
  {
    id: 'haspassword',
    accessorFn: (tech) => (tech.haspassword ? 'Set' : 'Invitation sent'),
    header: 'Password',
    size: 150,
  },
  {
    id: 'blocked',
    accessorFn: (tech) => (tech.blocked ? 'Blocked' : 'Active'),
    header: 'Status',
    size: 110,
  },
  { id: 'logins_count', accessorKey: 'logins_count', header: 'Sign-ins', size: 100 },
];

/**
 * The Technicians tab of /vendorprofile (spec C 2.8; Vendor role only): the vendor's techs (page 20), Add
 * Tech, and per row Edit Tech and Change Password.
 */
export function TechsTab() {
  const queryClient = useQueryClient();
  const techs = useVendorTechs();
  const [editing, setEditing] = useState<TechDialogTarget | null>(null);
  const [password, setPassword] = useState<VendorTech | null>(null);
  const rows = useMemo(() => techs.data ?? [], [techs.data]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: vendorProfileKeys.techs });

  return (
    <>
      <DataGrid<VendorTech>
        columns={COLUMNS}
        data={rows}
        getRowId={(tech) => String(tech.id)}
        isLoading={techs.isLoading}
        isFetching={techs.isFetching}
        defaultPageSize={PAGE_SIZES.techGrid}
        emptyText="No technicians yet"
        rowActionsWidth={64}
        renderRowActions={(tech) => (
          <RowActionsMenu<TechAction>
            name={tech.name}
            items={TECH_ACTIONS}
            isBusy={false}
            onPick={(kind) => (kind === 'edit' ? setEditing({ kind: 'edit', tech }) : setPassword(tech))}
          />
        )}
        renderToolbarActions={() => (
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ kind: 'new' })}>
            Add Tech
          </Button>
        )}
      />
      <TechDialog target={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <TechPasswordDialog tech={password} onClose={() => setPassword(null)} onSaved={refresh} />
    </>
  );
}
