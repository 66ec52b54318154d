import { PAGE_SIZES } from '@dispatchwise/shared';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import {
  Box,
  IconButton,
  InputAdornment,
  Popover,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { JobSiteOption, WorkOrderJobSite } from '../api/work-order-types';
import type { WorkOrderFormValues } from './work-order-form-values';

type Props = {
  control: Control<WorkOrderFormValues>;
  label: string;
  jobsites: JobSiteOption[];
  /** The order's stored job site, shown even when the customer's list no longer has it. */
  stored?: WorkOrderJobSite | null;
  hasCustomer: boolean;
  isLoading?: boolean;
  isReadOnly?: boolean;
};

const COLUMNS = [
  { key: 'jobsite', label: 'Job Site' },
  { key: 'jobsitedescription', label: 'Description' },
  { key: 'city', label: 'City' },
  { key: 'statecode', label: 'State' },
] as const;

type Site = Pick<JobSiteOption, 'id' | 'jobsite' | 'jobsitedescription' | 'city' | 'statecode'>;

const siteLabel = (site: Site): string => [site.jobsite, site.jobsitedescription].filter(Boolean).join(' - ');

/**
 * The job-site drop-down grid (spec B section 2): a field that opens a table of the customer's job
 * sites (jobsite, jobsitedescription, city, statecode) with a search box and 20 rows a page.
 */
export function JobSitePicker({
  control,
  label,
  jobsites,
  stored,
  hasCustomer,
  isLoading,
  isReadOnly,
}: Props) {
  const [anchorEl, setAnchorEl] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES.jobsitePicker);
  const popoverId = useId();

  const matches = useMemo(() => {
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return jobsites;
    return jobsites.filter((site) => {
      const text = COLUMNS.map((column) => site[column.key] ?? '')
        .join(' ')
        .toLowerCase();
      return words.every((word) => text.includes(word));
    });
  }, [jobsites, search]);
  const rows = matches.slice(page * pageSize, (page + 1) * pageSize);
  const isDisabled = !hasCustomer && !isReadOnly;

  const open = () => {
    if (isReadOnly || !hasCustomer) return;
    setIsOpen(true);
  };

  return (
    <Controller
      control={control}
      name="jobsiteid"
      render={({ field, fieldState }) => {
        const selected: Site | undefined =
          jobsites.find((site) => site.id === field.value) ??
          (stored && stored.id === field.value ? stored : undefined);
        const pick = (id: number | null) => {
          field.onChange(id);
          field.onBlur();
          setIsOpen(false);
        };
        // City and state are in the label and the header; the helper speaks only when needed.
        const helper =
          fieldState.error?.message ??
          (!hasCustomer && !isReadOnly ? 'Choose the customer first.' : undefined);
        return (
          <>
            <TextField
              ref={setAnchorEl}
              size="small"
              fullWidth
              label={label}
              name={field.name}
              inputRef={field.ref}
              value={selected ? siteLabel(selected) : field.value ? `#${field.value}` : ''}
              placeholder={isDisabled ? undefined : 'Select a job site'}
              disabled={isDisabled}
              error={Boolean(fieldState.error)}
              helperText={helper}
              onClick={open}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === 'ArrowDown' || event.key === ' ') {
                  event.preventDefault();
                  open();
                }
              }}
              slotProps={{
                input: {
                  readOnly: true,
                  sx: { cursor: isReadOnly || isDisabled ? undefined : 'pointer' },
                  endAdornment: isReadOnly ? undefined : (
                    <InputAdornment position="end">
                      {field.value ? (
                        <IconButton
                          size="small"
                          aria-label="Clear job site"
                          disabled={isDisabled}
                          onClick={(event) => {
                            event.stopPropagation();
                            pick(null);
                          }}
                        >
                          <Clear fontSize="small" />
                        </IconButton>
                      ) : null}
                      <IconButton
                        size="small"
                        aria-label="Open job sites"
                        aria-haspopup="dialog"
                        aria-expanded={isOpen}
                        aria-controls={isOpen ? popoverId : undefined}
                        disabled={isDisabled}
                        onClick={(event) => {
                          event.stopPropagation();
                          open();
                        }}
                      >
                        <ArrowDropDown />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Popover
              id={popoverId}
              open={isOpen}
              anchorEl={anchorEl}
              onClose={() => setIsOpen(false)}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
              slotProps={{
                paper: {
                  role: 'dialog',
                  'aria-label': 'Job sites',
                  sx: { width: 640, maxWidth: '95vw', display: 'flex', flexDirection: 'column' },
                } as object,
              }}
            >
              <Box sx={{ p: 1.5, pb: 1 }}>
                <TextField
                  size="small"
                  fullWidth
                  autoFocus
                  placeholder="Search job sites"
                  value={search}
                  onChange={(event) => {
                    setSearch(event.target.value);
                    setPage(0);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && matches.length === 1) pick(matches[0]!.id);
                  }}
                  slotProps={{
                    input: {
                      startAdornment: (
                        <InputAdornment position="start">
                          <Search fontSize="small" />
                        </InputAdornment>
                      ),
                    },
                    htmlInput: { 'aria-label': 'Search job sites' },
                  }}
                />
              </Box>
              <TableContainer sx={{ maxHeight: 420 }}>
                <Table size="small" stickyHeader aria-label="Job sites">
                  <TableHead>
                    <TableRow>
                      {COLUMNS.map((column) => (
                        <TableCell key={column.key} sx={{ fontWeight: 600 }}>
                          {column.label}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((site) => (
                      <TableRow
                        key={site.id}
                        hover
                        selected={site.id === field.value}
                        tabIndex={0}
                        sx={{ cursor: 'pointer' }}
                        onClick={() => pick(site.id)}
                        onKeyDown={(event: KeyboardEvent) => {
                          if (event.key === 'Enter' || event.key === ' ') {
                            event.preventDefault();
                            pick(site.id);
                          }
                        }}
                      >
                        <TableCell>{site.jobsite}</TableCell>
                        <TableCell>{site.jobsitedescription}</TableCell>
                        <TableCell>{site.city}</TableCell>
                        <TableCell>{site.statecode}</TableCell>
                      </TableRow>
                    ))}
                    {rows.length === 0 ? (
                      <TableRow>
                        <TableCell colSpan={COLUMNS.length}>
                          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                            {isLoading
                              ? 'Loading...'
                              : jobsites.length === 0
                                ? 'This customer has no active job sites.'
                                : 'No job site matches the search.'}
                          </Typography>
                        </TableCell>
                      </TableRow>
                    ) : null}
                  </TableBody>
                </Table>
              </TableContainer>
              <TablePagination
                component="div"
                count={matches.length}
                page={page}
                onPageChange={(_, next) => setPage(next)}
                rowsPerPage={pageSize}
                rowsPerPageOptions={[10, 20, 50, 100]}
                onRowsPerPageChange={(event) => {
                  setPageSize(Number(event.target.value));
                  setPage(0);
                }}
              />
            </Popover>
          </>
        );
      }}
    />
  );
}
