import { canEditCustomers, canSeeGridColumnChooser, customerListResource } from '@dispatchwise/shared';
import Add from '@mui/icons-material/Add';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Button, IconButton } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataGrid, GRID_WINDOW_HEIGHT } from '../../../components/data-grid';
import { GridViewTools, useServerGridPage } from '../../../components/saved-views';
import { Tooltip } from '../../../components/tooltip';
import { useCaptions } from '../../../lib/captions';
import { useSessionUser } from '../../../lib/session';
import { CustomerJobSitesGrid, JOB_SITE_POPUP } from '../job-sites/customer-job-sites-grid';

import type { CustomerListRow } from './api/get-customer-list';
import { buildCustomerColumns, customerDetailsPath } from './components/customer-columns';
import { CUSTOMER_LIST_DEFAULTS, CUSTOMER_LIST_QUERY, CUSTOMER_LIST_STATE_KEY } from './list-query';

/** Add Customer opens the new-customer screen (spec A "Customers list"). */
export const NEW_CUSTOMER_PATH = '/customer/new?id=0';

/**
 * /customer: the Customers list (spec A "Customers list"; saved views of type c, state under customerList).
 * Each row expands into its job sites (view, edit in an 800x500 popup, delete asked first; no add there).
 */
export default function CustomersListPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const caption = useCaptions();
  const hasGridTools = canSeeGridColumnChooser(user);
  const canChange = canEditCustomers(user);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const columns = useMemo(() => buildCustomerColumns(caption), [caption]);
  const page = useServerGridPage<CustomerListRow>({
    resource: customerListResource,
    fetcher: CUSTOMER_LIST_QUERY.fetcher,
    stateKey: CUSTOMER_LIST_STATE_KEY,
    queryKey: CUSTOMER_LIST_QUERY.queryKey,
    defaults: CUSTOMER_LIST_DEFAULTS,
    columns,
    viewType: 'c',
    isInfinite: true,
  });

  return (
    <DataGrid<CustomerListRow>
      server={page.grid}
      columns={columns}
      getRowId={(row) => String(row.id)}
      hasColumnChooser={hasGridTools}
      hasHeaderFilters={hasGridTools}
      hasFilterBuilder={hasGridTools}
      searchPlaceholder="Search customers..."
      emptyText="No customers"
      maxHeight={GRID_WINDOW_HEIGHT}
      onRowOpen={(row) => void navigate(customerDetailsPath(row.id))}
      rowActionsWidth={56}
      renderRowActions={(row) => {
        const isOpen = expanded.has(String(row.id));
        return (
          <Tooltip title={isOpen ? 'Hide job sites' : 'Show job sites'}>
            <IconButton
              size="small"
              aria-expanded={isOpen}
              aria-label={`${isOpen ? 'Hide' : 'Show'} job sites of ${row.customername}`}
              onClick={() => toggle(String(row.id))}
            >
              {isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
            </IconButton>
          </Tooltip>
        );
      }}
      expandedRowIds={expanded}
      renderDetailPanel={(row) => (
        <CustomerJobSitesGrid
          customerid={row.id}
          canChange={canChange}
          canAdd={false}
          popupSize={JOB_SITE_POPUP.list}
          maxHeight={360}
          isCompact
        />
      )}
      renderToolbarActions={
        canChange
          ? () => (
              <>
                <GridViewTools page={page} />
                <Button
                  variant="contained"
                  startIcon={<Add />}
                  onClick={() => void navigate(NEW_CUSTOMER_PATH)}
                >
                  Add Customer
                </Button>
              </>
            )
          : undefined
      }
    />
  );
}
