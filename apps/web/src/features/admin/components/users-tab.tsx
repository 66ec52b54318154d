import { GRID_STORAGE_KEYS, PAGE_SIZES } from '@dispatchwise/shared';
import Block from '@mui/icons-material/Block';
import Check from '@mui/icons-material/Check';
import Edit from '@mui/icons-material/Edit';
import LockOpen from '@mui/icons-material/LockOpen';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { Button, Chip, IconButton, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid';
import { lazyPopup } from '../../../components/lazy-popup';
import { Tooltip } from '../../../components/tooltip';
import { useToast } from '../../../lib/toast';
import { useUserList } from '../api/get-user-list';
import { useUpdateUser } from '../api/update-user';
import type { AdminUser } from '../types';
import { useUserCaptions } from './user-captions';
import type { UserDialogProps } from './user-dialog';

// The user popup's form loads on its first opening, not with the Users grid (decision 197).
const UserDialog = lazyPopup<UserDialogProps>(
  () => import('./user-dialog').then((m) => m.UserDialog),
  (props) => props.isOpen,
);

type DialogState = { isOpen: boolean; user: AdminUser | null };

const flag = (label: string) =>
  function FlagCell({ cell }: { cell: { getValue: () => unknown } }) {
    return cell.getValue() ? <Check fontSize="small" color="success" aria-label={label} /> : null;
  };

const flagColumn = (key: keyof AdminUser, header: string): DataGridColumn<AdminUser> => ({
  accessorKey: key,
  header,
  size: 110,
  grow: false,
  Cell: flag(header),
  muiTableBodyCellProps: { align: 'center' },
  muiTableHeadCellProps: { align: 'center' },
});

/** Admin > Users: every account, with popup editing, block/unblock and the edit page link (spec A "Admin"). */
export function UsersTab() {
  const toast = useToast();
  const captions = useUserCaptions();
  const users = useUserList();
  const updateUser = useUpdateUser();
  const [dialog, setDialog] = useState<DialogState>({ isOpen: false, user: null });

  const handleToggleBlocked = async (user: AdminUser) => {
    try {
      await updateUser.mutateAsync({ id: user.id, blocked: !user.blocked });
      toast('User Updated', 'success');
    } catch {
      // The http client has shown the server's message.
    }
  };

  const columns = useMemo<DataGridColumn<AdminUser>[]>(
    () => [
      { accessorKey: 'given_name', header: captions.given_name, size: 105 },
      { accessorKey: 'family_name', header: captions.family_name, size: 105 },
      { accessorKey: 'email', header: captions.email, size: 190 },
      {
        id: 'roles',
        accessorFn: (user) => (user.app_metadata?.roles ?? []).join(', '),
        header: captions.roles,
        size: 150,
        Cell: ({ row }) => (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {(row.original.app_metadata?.roles ?? []).map((role) => (
              <Chip key={role} label={role} size="small" variant="outlined" />
            ))}
          </Stack>
        ),
      },
      flagColumn('isactive', 'Active'),
      flagColumn('blocked', 'Blocked'),
      flagColumn('isdispatcher', 'Dispatcher'),
      flagColumn('isvendor', 'Vendor'),
      flagColumn('iscustomer', 'Customer'),
      {
        accessorKey: 'logins_count',
        header: 'Logins',
        size: 90,
        grow: false,
        muiTableBodyCellProps: { align: 'right' },
        muiTableHeadCellProps: { align: 'right' },
      },
    ],
    [captions],
  );

  return (
    <>
      <DataGrid<AdminUser>
        columns={columns}
        data={users.data ?? []}
        getRowId={(user) => String(user.id)}
        isLoading={users.isLoading}
        isFetching={users.isFetching}
        stateKey={GRID_STORAGE_KEYS.users}
        defaultPageSize={PAGE_SIZES.userGrid}
        defaultSorting={[{ id: 'given_name', desc: false }]}
        // Vendor and Customer follow from the roles shown beside them; the column chooser brings them back.
        defaultHiddenColumns={['isvendor', 'iscustomer']}
        emptyText="No users"
        renderToolbarActions={() => (
          <Button
            variant="contained"
            startIcon={<PersonAdd />}
            onClick={() => setDialog({ isOpen: true, user: null })}
          >
            Add User
          </Button>
        )}
        renderRowActions={(user) => (
          <>
            <Tooltip title="Edit">
              <IconButton aria-label={`Edit ${user.email}`} onClick={() => setDialog({ isOpen: true, user })}>
                <Edit fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={user.blocked ? 'Unblock' : 'Block'}>
              <IconButton
                aria-label={`${user.blocked ? 'Unblock' : 'Block'} ${user.email}`}
                onClick={() => void handleToggleBlocked(user)}
                disabled={updateUser.isPending}
                color={user.blocked ? 'warning' : 'default'}
              >
                {user.blocked ? <LockOpen fontSize="small" /> : <Block fontSize="small" />}
              </IconButton>
            </Tooltip>
            <Tooltip title="Details">
              <IconButton
                component={Link}
                to={`/admin/users/details?id=${user.id}`}
                aria-label={`Details of ${user.email}`}
              >
                <OpenInNew fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      />
      <UserDialog
        isOpen={dialog.isOpen}
        user={dialog.user}
        onClose={() => setDialog((d) => ({ ...d, isOpen: false }))}
      />
    </>
  );
}
