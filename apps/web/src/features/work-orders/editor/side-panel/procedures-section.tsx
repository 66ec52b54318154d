import { List, ListItem, Typography } from '@mui/material';
import type { WorkOrderJobSite } from '../../api/work-order-types';
import { EmptyText, PanelSection } from './panel-section';

/** Spec B section 2: what the job site asks of anyone working there. */
export function ProceduresSection({ procedures }: { procedures: WorkOrderJobSite['procedures'] }) {
  return (
    <PanelSection title="Special Jobsite Procedures">
      {procedures.length === 0 ? (
        <EmptyText>No Procedures Found</EmptyText>
      ) : (
        <List dense disablePadding aria-label="Special Jobsite Procedures">
          {procedures.map((item) => (
            <ListItem
              key={item.id}
              disableGutters
              divider
              sx={{ py: 0.75, '&:last-of-type': { borderBottom: 0 } }}
            >
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.procedure}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </PanelSection>
  );
}
