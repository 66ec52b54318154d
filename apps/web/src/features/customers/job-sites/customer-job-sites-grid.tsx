import { formatUsPhone, jobSiteCaption } from '@dispatchwise/shared';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid';
import { useToast } from '../../../lib/toast';
import { customerJobSiteKeys, removeJobSite, useCustomerJobSites, type JobSite } from './api/job-sites-api';
import { JobSiteDialog, type JobSiteDialogState } from './job-site-dialog';

type Column = DataGridColumn<JobSite>;

const COLUMNS: { name: keyof JobSite; size: number }[] = [
  { name: 'jobsite', size: 120 },
  { name: 'jobsitedescription', size: 200 },
  { name: 'streetaddress', size: 200 },
  { name: 'city', size: 130 },
  { name: 'statecode', size: 80 },
  { name: 'postalcode', size: 90 },
  { name: 'phone', size: 150 },
  { name: 'contactperson', size: 150 },
];

type Props = {
  customerid: number;
  /** Staff who may change the customer: edit and delete (and Add when `canAdd`). */
  canChange: boolean;
  /** The editor's tab adds sites; the Customers list's expansion does not (spec A). */
  canAdd: boolean;
  popupSize: { width: number; height: number };
  maxHeight?: number | string;
  /** A grid nested in a list row stays small: no search. */
  isCompact?: boolean;
};

/**
 * A customer's job sites (GET /jobsites/getjobsites?customerid): view, edit and delete (asked first), and
 * Add Job Site where `canAdd`. A site that work orders use is refused with the API's message (decision 148).
 */
export function CustomerJobSitesGrid({
  customerid,
  canChange,
  canAdd,
  popupSize,
  maxHeight,
  isCompact,
}: Props) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const sites = useCustomerJobSites(customerid);
  const [dialog, setDialog] = useState<JobSiteDialogState>(null);
  const [removing, setRemoving] = useState<JobSite | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerJobSiteKeys.of(customerid) });

  const columns = useMemo<Column[]>(
    () =>
      COLUMNS.map(({ name, size }) => ({
        id: name,
        accessorKey: name,
        header: jobSiteCaption(name),
        size,
        ...(name === 'phone' ? { Cell: ({ row }) => formatUsPhone(row.original.phone) } : {}),
      })) as Column[],
    [],
  );

  const handleRemove = async (site: JobSite) => {
    const answer = await removeJobSite(site.id);
    toast(answer.message, 'success');
    await refresh();
  };

  return (
    <Box>
      <DataGrid<JobSite>
        columns={columns}
        data={sites.data ?? []}
        isLoading={sites.isLoading}
        isFetching={sites.isFetching}
        getRowId={(row) => String(row.id)}
        hasSearch={!isCompact}
        hasColumnChooser={false}
        hasHeaderFilters={false}
        hasFilterBuilder={false}
        defaultPageSize={20}
        emptyText="No job sites"
        maxHeight={maxHeight}
        onRowOpen={(site) => setDialog({ mode: canChange ? 'edit' : 'view', site })}
        rowActionsWidth={canChange ? 120 : 56}
        renderRowActions={(site) => (
          <Box sx={{ display: 'flex' }}>
            <Tooltip title="View">
              <IconButton
                size="small"
                aria-label={`View job site ${site.jobsite}`}
                onClick={() => setDialog({ mode: 'view', site })}
              >
                <Visibility fontSize="small" />
              </IconButton>
            </Tooltip>
            {canChange ? (
              <>
                <Tooltip title="Edit">
                  <IconButton
                    size="small"
                    aria-label={`Edit job site ${site.jobsite}`}
                    onClick={() => setDialog({ mode: 'edit', site })}
                  >
                    <Edit fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Delete">
                  <IconButton
                    size="small"
                    aria-label={`Delete job site ${site.jobsite}`}
                    onClick={() => setRemoving(site)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              </>
            ) : null}
          </Box>
        )}
        renderToolbarActions={
          canAdd && canChange
            ? () => (
                <Button
                  variant="contained"
                  startIcon={<Add />}
                  onClick={() => setDialog({ mode: 'add', customerid })}
                >
                  Add Job Site
                </Button>
              )
            : undefined
        }
      />
      <JobSiteDialog
        state={dialog}
        size={popupSize}
        onClose={() => setDialog(null)}
        onSaved={() => void refresh()}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Delete Job Site"
        confirmLabel="Delete"
        onConfirm={() => (removing ? handleRemove(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      >
        Delete job site {removing?.jobsite}? A site that work orders use cannot be deleted.
      </ConfirmDialog>
    </Box>
  );
}
