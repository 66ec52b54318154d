import { canAttachVendorToWorkOrder, VENDOR_BLOCK_MESSAGES } from '@dispatchwise/shared';
import { Box, Button, Chip, Link, List, ListItem, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Tooltip } from '../../../../components/tooltip';
import { attachVendor } from '../../../../entities/work-orders/api/vendor-lines';
import { formatDate } from '../../../../lib/format';
import { useSessionUser } from '../../../../lib/session';
import { useToast } from '../../../../lib/toast';
import { usePastVendors, type PastVendor } from './get-past-vendors';
import { EmptyText, PanelSection } from './panel-section';

type Props = {
  workOrder: { id: number; jobsiteid: number | null; statusid: number; status: string };
  recordKey: readonly unknown[];
};

/**
 * Spec B section 2 "Previously Used Vendors": vendors used at this job site before, with Attach (issue 10). A
 * blocked vendor (Redlined, Tier 6, excluded) shows why and cannot be attached; nothing is attached to an
 * Invoiced order.
 */
export function PastVendorsSection({ workOrder, recordKey }: Props) {
  const user = useSessionUser();
  const toast = useToast();
  const queryClient = useQueryClient();
  const past = usePastVendors({ jobsiteid: workOrder.jobsiteid, workorderid: workOrder.id, recordKey });
  const [busyId, setBusyId] = useState<number | null>(null);
  const canAttach = canAttachVendorToWorkOrder(user, workOrder);
  const rows = past.data ?? [];

  const handleAttach = async (vendor: PastVendor) => {
    setBusyId(vendor.vendorid);
    try {
      await attachVendor({
        workorderid: workOrder.id,
        vendorid: vendor.vendorid,
        ...(vendor.tradeid === null ? {} : { tradeid: vendor.tradeid }),
      });
      toast('Vendor Saved', 'success');
      await queryClient.invalidateQueries({ queryKey: recordKey });
    } catch (error) {
      toast(error instanceof Error ? error.message : 'Failed to attach the vendor', 'error');
    } finally {
      setBusyId(null);
    }
  };

  let body;
  if (workOrder.jobsiteid !== null && past.isPending) body = <EmptyText>Loading...</EmptyText>;
  else if (past.isError) body = <EmptyText>The vendors could not be loaded.</EmptyText>;
  else if (rows.length === 0) body = <EmptyText>No Previous Vendors Found</EmptyText>;
  else
    body = (
      <List dense disablePadding aria-label="Previously Used Vendors">
        {rows.map((vendor) => {
          const blocked = vendor.blockedreason ? VENDOR_BLOCK_MESSAGES[vendor.blockedreason] : null;
          return (
            <ListItem
              key={vendor.vendorid}
              disableGutters
              divider
              sx={{ display: 'block', py: 0.75, '&:last-of-type': { borderBottom: 0 } }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Link
                  href={`/vendor/details?id=${vendor.vendorid}`}
                  target="_blank"
                  rel="noopener"
                  variant="body2"
                  sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {vendor.vendorname}
                </Link>
                <Tooltip
                  title={
                    blocked ?? (canAttach ? '' : 'Vendors cannot be attached to an Invoiced work order.')
                  }
                >
                  <span>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={!canAttach || blocked !== null || busyId !== null}
                      onClick={() => void handleAttach(vendor)}
                      aria-label={`Attach ${vendor.vendorname}`}
                      sx={{ minWidth: 0, py: 0, px: 1 }}
                    >
                      Attach
                    </Button>
                  </span>
                </Tooltip>
              </Box>
              <Typography variant="caption" component="div" color="text.secondary">
                {vendor.jobs} job{vendor.jobs === 1 ? '' : 's'} here · last WO {vendor.lastwonumber} on{' '}
                {formatDate(vendor.lastdate)}
              </Typography>
              {vendor.primaryphone ? (
                <Typography variant="caption" component="div" color="text.secondary">
                  {vendor.primaryphone}
                </Typography>
              ) : null}
              {vendor.blockedreason ? (
                <Chip
                  size="small"
                  color="error"
                  variant="outlined"
                  label={`Blocked: ${vendor.blockedreason}`}
                  title={blocked ?? undefined}
                  sx={{ height: 20, fontSize: 11, mt: 0.5 }}
                />
              ) : null}
            </ListItem>
          );
        })}
      </List>
    );

  return <PanelSection title="Previously Used Vendors">{body}</PanelSection>;
}
