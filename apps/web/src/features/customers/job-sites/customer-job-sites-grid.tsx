import { formatUsPhone, jobSiteCaption, jobSiteListResource } from '@dispatchwise/shared';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import { Box, Button, IconButton } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataGrid, useServerGrid, type DataGridColumn } from '../../../components/data-grid';
// From their modules, not the door, which also holds the job-site list's customer picker (docs/decisions/210).
import { Tooltip } from '../../../components/tooltip';
import {
  jobSiteKeys,
  jobSitesFetcher,
  removeJobSite,
  type JobSiteRow,
} from '../../../entities/job-sites/api/job-sites-api';
import { JobSiteDialog } from '../../../entities/job-sites/lazy-job-site-dialog';
import { useToast } from '../../../lib/toast';

type Column = DataGridColumn<JobSiteRow>;

/** The editor's Job Sites popup is 600x800; the Customers list's view/edit popup 800x500 (spec A, C 2.3). */
export const JOB_SITE_POPUP = {
  tab: { width: 600, height: 800 },
  list: { width: 800, height: 500 },
} as const;

const COLUMNS: { name: keyof JobSiteRow; size: number }[] = [
  { name: 'jobsite', size: 120 },
  { name: 'jobsitedescription', size: 200 },
  { name: 'streetaddress', size: 200 },
  { name: 'city', size: 130 },
  { name: 'statecode', size: 80 },
  { name: 'postalcode', size: 90 },
  { name: 'phone', size: 150 },
  { name: 'contactperson', size: 150 },
];

/** undefined: closed; null: a new site; a row: that site. */
type DialogState = { site: JobSiteRow | null; isReadOnly: boolean } | undefined;

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
 * A customer's job sites (GET /jobsites/getjobsites?customerid on the grid protocol): view, edit and delete
 * (asked first), and Add Job Site where `canAdd`, in entities/job-sites' popup with the popup's rules. A
 * site that work orders use is refused with the API's message (decision 148).
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
  const fetcher = useMemo(() => jobSitesFetcher(customerid), [customerid]);
  const grid = useServerGrid<JobSiteRow>(jobSiteListResource, fetcher, {
    queryKey: jobSiteKeys.list(customerid),
    defaults: { pageSize: 10 },
  });
  const [dialog, setDialog] = useState<DialogState>(undefined);
  const [removing, setRemoving] = useState<JobSiteRow | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobSiteKeys.list(customerid) });

  const columns = useMemo<Column[]>(
    () =>
      COLUMNS.map(({ name, size }) => ({
        id: name,
        accessorKey: name,
        header: jobSiteCaption(name),
        size,
        enableSorting: true,
        ...(name === 'phone' ? { Cell: ({ row }) => formatUsPhone(row.original.phone) } : {}),
      })) as Column[],
    [],
  );

  const handleRemove = async (site: JobSiteRow) => {
    const answer = await removeJobSite(site.id);
    toast(answer.message, 'success');
    await refresh();
  };

  return (
    <Box>
      <DataGrid<JobSiteRow>
        server={grid}
        columns={columns}
        getRowId={(row) => String(row.id)}
        hasSearch={!isCompact}
        hasColumnChooser={false}
        hasHeaderFilters={false}
        hasFilterBuilder={false}
        hasRowVirtualization={false}
        emptyText="No job sites"
        maxHeight={maxHeight}
        onRowOpen={(site) => setDialog({ site, isReadOnly: !canChange })}
        rowActionsWidth={canChange ? 120 : 56}
        renderRowActions={(site) => (
          <Box sx={{ display: 'flex' }}>
            <Tooltip title="View">
              <IconButton
                size="small"
                aria-label={`View job site ${site.jobsite}`}
                onClick={() => setDialog({ site, isReadOnly: true })}
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
                    onClick={() => setDialog({ site, isReadOnly: false })}
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
                  onClick={() => setDialog({ site: null, isReadOnly: false })}
                >
                  Add Job Site
                </Button>
              )
            : undefined
        }
      />
      <JobSiteDialog
        jobSite={dialog?.site}
        customerid={customerid}
        rules="popup"
        isReadOnly={dialog?.isReadOnly}
        width={popupSize.width}
        height={popupSize.height}
        onClose={() => setDialog(undefined)}
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
