import {
  canDeleteJobSites,
  canEditJobSites,
  canReadJobSites,
  jobSiteListResource,
} from '@dispatchwise/shared';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import { Box, Button, IconButton, Paper } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { AccessDenied } from '../../components/access-denied';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataGrid, GRID_WINDOW_HEIGHT, useServerGrid } from '../../components/data-grid';
import { Tooltip } from '../../components/tooltip';
import {
  CustomerPicker,
  JobSiteDialog,
  jobSiteKeys,
  jobSitesFetcher,
  removeJobSite,
  type JobSiteRow,
} from '../../entities/job-sites';
import { useCaptions } from '../../lib/captions';
import { useSessionUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { jobSiteColumns } from './job-site-columns';

export const JOB_SITES_UNAUTHORIZED = 'Unauthorized to view this page.';

/** Which sites the grid shows: none yet, one customer's, or every customer's (Show All). */
type Scope = number | 'all' | null;
type Editing = { site: JobSiteRow | null; isReadOnly: boolean };
type Rights = { canEdit: boolean; canDelete: boolean };

/**
 * The job-site list (/customer/jobsites; spec A "Job-site list and imports", section 5; decision 150): a
 * customer filter and Show All, the grid, and the 600x800 popup to view, edit or add a site with the edit
 * form's rules (phone, contact person and a valid e-mail required too).
 */
export default function JobSitesPage() {
  const user = useSessionUser();
  if (!canReadJobSites(user)) return <AccessDenied message={JOB_SITES_UNAUTHORIZED} />;
  return <JobSitesList canEdit={canEditJobSites(user)} canDelete={canDeleteJobSites(user)} />;
}

function JobSitesList({ canEdit, canDelete }: Rights) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const caption = useCaptions();
  const [scope, setScope] = useState<Scope>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<JobSiteRow | null>(null);
  const customerid = typeof scope === 'number' ? scope : undefined;
  const fetcher = useMemo(() => jobSitesFetcher(customerid), [customerid]);
  // Thousands of sites under Show All: the list pages on the server (decision 148).
  const grid = useServerGrid<JobSiteRow>(jobSiteListResource, fetcher, {
    stateKey: jobSiteListResource.key,
    queryKey: jobSiteKeys.list(scope ?? 'all'),
    isEnabled: scope !== null,
  });
  const columns = useMemo(() => jobSiteColumns((field) => caption('customerjobsite', field)), [caption]);

  const handleRemove = async () => {
    if (!removing) return;
    const answer = await removeJobSite(removing.id);
    toast(answer.message, 'success');
    await queryClient.invalidateQueries({ queryKey: jobSiteKeys.root });
  };

  const action = (title: string, site: JobSiteRow, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={`${title} ${site.jobsite}`} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Paper sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <CustomerPicker value={customerid ?? null} onChange={setScope} />
        <Button variant={scope === 'all' ? 'contained' : 'outlined'} onClick={() => setScope('all')}>
          Show All
        </Button>
      </Paper>
      <Box sx={{ height: GRID_WINDOW_HEIGHT }}>
        <DataGrid<JobSiteRow>
          columns={columns}
          server={grid}
          getRowId={(site) => String(site.id)}
          hasSearch
          emptyText={scope === null ? 'Choose a customer or Show All.' : 'No job sites.'}
          onRowOpen={(site) => setEditing({ site, isReadOnly: true })}
          rowActionsWidth={32 * (1 + Number(canEdit) + Number(canDelete)) + 32}
          renderRowActions={(site) => (
            <>
              {action('View', site, <Visibility fontSize="small" />, () =>
                setEditing({ site, isReadOnly: true }),
              )}
              {canEdit
                ? action('Edit', site, <Edit fontSize="small" />, () =>
                    setEditing({ site, isReadOnly: false }),
                  )
                : null}
              {canDelete
                ? action('Delete', site, <Delete fontSize="small" />, () => setRemoving(site))
                : null}
            </>
          )}
          renderToolbarActions={
            customerid && canEdit
              ? () => (
                  <Button
                    variant="contained"
                    startIcon={<Add />}
                    onClick={() => setEditing({ site: null, isReadOnly: false })}
                  >
                    Add Job Site
                  </Button>
                )
              : undefined
          }
        />
      </Box>
      <JobSiteDialog
        jobSite={editing ? editing.site : undefined}
        customerid={customerid}
        rules="list"
        isReadOnly={editing?.isReadOnly}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Delete Job Site"
        confirmLabel="Delete"
        onConfirm={handleRemove}
        onClose={() => setRemoving(null)}
      >
        {removing ? `Delete the job site ${removing.jobsite}?` : null}
      </ConfirmDialog>
    </Box>
  );
}
