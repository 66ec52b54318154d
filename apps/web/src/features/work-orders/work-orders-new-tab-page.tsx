import { Alert, Link, Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { WorkOrdersList } from './work-orders-list';

/** /workorder/newtab: opens the list in a new browser tab and shows it here too (spec A "Routing rules"). */
export default function WorkOrdersNewTabPage() {
  const hasOpened = useRef(false);

  useEffect(() => {
    // Once, even when React runs the effect twice in development.
    if (hasOpened.current) return;
    hasOpened.current = true;
    window.open('/workorder', '_blank', 'noopener');
  }, []);

  return (
    <Stack spacing={1}>
      <Alert severity="info" sx={{ py: 0 }}>
        The list opened in a new tab.{' '}
        <Link href="/workorder" target="_blank" rel="noopener">
          Open it again
        </Link>{' '}
        if the browser blocked it.
      </Alert>
      <WorkOrdersList />
    </Stack>
  );
}
