import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Paper, Stack, Typography } from '@mui/material';

type Props = { title: string; description?: string };

/** The honest placeholder for a screen a later issue builds: nothing on it pretends to work. */
export function NotAvailable({ title, description }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 640 }}>
      <Stack direction="row" spacing={2} alignItems="flex-start">
        <ConstructionOutlined color="disabled" fontSize="large" />
        <div>
          <Typography variant="h6" component="h2" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary">This screen is not available yet.</Typography>
          {description ? (
            <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
              {description}
            </Typography>
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}
