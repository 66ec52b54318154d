import { LinearProgress, List, ListItem, ListItemText, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ImportedWorkOrder } from './api/import-work-orders';

/** One uploaded file: uploading (with its share sent), imported (the order), or failed (the reason). */
export type FileResult = {
  key: number;
  name: string;
  progress: number;
} & (
  | { state: 'uploading' }
  | { state: 'imported'; order: ImportedWorkOrder }
  | { state: 'failed'; message: string }
);

const workOrderPath = (id: number) => `/workorder/details?id=${id}`;

function Outcome({ result }: { result: FileResult }) {
  if (result.state === 'uploading')
    return <LinearProgress variant="determinate" value={Math.round(result.progress * 100)} sx={{ mt: 1 }} />;
  if (result.state === 'failed')
    return (
      <Typography variant="body2" color="error">
        {result.message}
      </Typography>
    );
  const { order } = result;
  return (
    <Typography variant="body2" component="span">
      <Link component={RouterLink} to={workOrderPath(order.id)}>
        Work Order #{order.wonumber}
      </Link>
      {order.isexisting ? ' (already imported)' : ''}
      {order.isnewjobsite && order.jobsite ? ` - job site ${order.jobsite} added` : ''}
    </Typography>
  );
}

/** Each uploaded file's result, newest first, with a link to its order. */
export function FileResults({ results }: { results: FileResult[] }) {
  if (results.length === 0) return null;
  return (
    <List dense aria-label="Imported files" sx={{ minWidth: 0 }}>
      {results.map((result) => (
        <ListItem key={result.key} divider sx={{ display: 'block' }}>
          <ListItemText
            primary={result.name}
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            secondary={<Outcome result={result} />}
            secondaryTypographyProps={{ component: 'div' }}
          />
        </ListItem>
      ))}
    </List>
  );
}
