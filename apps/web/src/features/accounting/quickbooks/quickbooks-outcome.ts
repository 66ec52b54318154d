import { ACCOUNTING_MESSAGES } from '@dispatchwise/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useToast } from '../../../lib/toast';

/**
 * The OAuth callback's outcome in the address (`?connected=1` or `?error=...`, decision 176), shown once as a
 * toast and then taken out of the address, so a reload or Back does not say it again.
 */
export function useConnectOutcome() {
  const [searchParams, setSearchParams] = useSearchParams();
  const toast = useToast();
  const connected = searchParams.get('connected');
  const error = searchParams.get('error');
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || (connected === null && error === null)) return;
    shown.current = true;
    if (error !== null) toast(`QuickBooks was not connected: ${error}`, 'error', 8000);
    else toast(ACCOUNTING_MESSAGES.connected, 'success');
    setSearchParams(
      (params) => {
        params.delete('connected');
        params.delete('error');
        return params;
      },
      { replace: true },
    );
  }, [connected, error, toast, setSearchParams]);
}
