import { canUpdateFollowUp } from '@dispatchwise/shared';
import { Box, Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import { useState } from 'react';
import { useSessionUser } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { useUpdateFollowUp, type FollowUpInput } from '../api/update-follow-up';
import type { WorkOrderDetail } from '../api/work-order-types';

type Calls = Pick<FollowUpInput, 'customercalled' | 'vendorcalled'>;

/**
 * Follow-Up tab (spec B section 2): Customer Called? and Vendor Called?, each change saved at once
 * (decision 111). Read-only for Tech, Vendor and Customer users and for staff without update:workorder.
 */
export function FollowUpTab({ workOrder }: { workOrder: WorkOrderDetail }) {
  const user = useSessionUser();
  const toast = useToast();
  const updateFollowUp = useUpdateFollowUp();
  const isReadOnly = !canUpdateFollowUp(user);

  // The boxes follow the order as loaded, and show a change at once while it is being saved.
  const saved: Calls = { customercalled: workOrder.customercalled, vendorcalled: workOrder.vendorcalled };
  const [calls, setCalls] = useState(saved);
  const [shown, setShown] = useState(saved);
  if (shown.customercalled !== saved.customercalled || shown.vendorcalled !== saved.vendorcalled) {
    setShown(saved);
    setCalls(saved);
  }

  const handleChange = (field: keyof Calls, checked: boolean) => {
    const previous = calls;
    const next = { ...calls, [field]: checked };
    setCalls(next);
    updateFollowUp.mutate(
      { id: workOrder.id, ...next },
      {
        onSuccess: () => toast('Updated!', 'success'),
        // The client has toasted the failure; the box goes back to what is stored.
        onError: () => setCalls(previous),
      },
    );
  };

  const isDisabled = isReadOnly || updateFollowUp.isPending;
  return (
    <Box sx={{ p: 2 }}>
      <FormGroup>
        <FormControlLabel
          label="Customer Called?"
          control={
            <Checkbox
              size="small"
              checked={calls.customercalled}
              disabled={isDisabled}
              onChange={(event) => handleChange('customercalled', event.target.checked)}
            />
          }
        />
        <FormControlLabel
          label="Vendor Called?"
          control={
            <Checkbox
              size="small"
              checked={calls.vendorcalled}
              disabled={isDisabled}
              onChange={(event) => handleChange('vendorcalled', event.target.checked)}
            />
          }
        />
      </FormGroup>
    </Box>
  );
}
