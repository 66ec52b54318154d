import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** One collapsible block of the side panel; open by default. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Accordion
      defaultExpanded
      disableGutters
      square
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        id={`${id}-header`}
        aria-controls={`${id}-content`}
        expandIcon={<ExpandMore fontSize="small" />}
        sx={{ minHeight: 40, px: 1.5, '& .MuiAccordionSummary-content': { my: 1 } }}
      >
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`} sx={{ px: 1.5, pt: 0, pb: 1.5 }}>
        {children}
      </AccordionDetails>
    </Accordion>
  );
}

/** The grey line a section shows when it has nothing. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
