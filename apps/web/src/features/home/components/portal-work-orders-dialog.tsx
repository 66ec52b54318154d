import type { HomeCardStatus, PortalHomeVariant } from '@dispatchwise/shared';
import { ListDialog } from '../../../components/list-dialog';
import { OpenWorkOrdersGrid } from '../../../entities/work-orders';

/** Where the popups' order links come back to. */
export const HOME_ORIGIN = '/home';
const DETAILS_PATH: Record<PortalHomeVariant, string> = {
  vendor: '/vendorprofile/workorderdetails',
  customer: '/customerprofile/workorderdetails',
};

export type PortalWorkOrdersDialogProps = {
  variant: PortalHomeVariant;
  ownerid: number;
  status: HomeCardStatus | null;
  onClose: () => void;
};

/** A card count's popup grid (spec A "Home dashboard"): 90% x 75vh with a search box. */
export function PortalWorkOrdersDialog({ variant, ownerid, status, onClose }: PortalWorkOrdersDialogProps) {
  return (
    <ListDialog
      isOpen={status !== null}
      title={status ? `${status.label} Work Orders` : ''}
      onClose={onClose}
    >
      {status ? (
        <OpenWorkOrdersGrid
          key={status.statusid}
          variant={variant}
          ownerid={ownerid}
          statusid={status.statusid}
          detailsPath={DETAILS_PATH[variant]}
          origin={HOME_ORIGIN}
        />
      ) : null}
    </ListDialog>
  );
}
