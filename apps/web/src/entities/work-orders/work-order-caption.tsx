import { Typography } from '@mui/material';

/** The order a popup acts on, shown at the top of its content. */
export function WorkOrderCaption({ wonumber, detail }: { wonumber: string; detail?: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
      Work Order <strong>{wonumber}</strong>
      {detail ? ` · ${detail}` : null}
    </Typography>
  );
}
