import { GRID_STORAGE_KEYS } from '@dispatchwise/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Loading } from '../../components/loading';
import { clearGridLayout, useResetMyView } from '../../components/saved-views';
import { useToast } from '../../lib/toast';

/**
 * /workorder/resetmyview: clears the user's default work-order view on the server and the grid's
 * local layout, says how it went, and returns to the list (spec A "Work Orders list").
 */
export default function ResetMyViewPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const hasRun = useRef(false);
  const { mutateAsync: resetMyView } = useResetMyView();

  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    void (async () => {
      try {
        await resetMyView('w');
        clearGridLayout(GRID_STORAGE_KEYS.workOrders);
        toast('Successfully reset view', 'success');
      } catch {
        toast('Failed to reset view', 'error');
      }
      void navigate('/workorder', { replace: true });
    })();
  }, [navigate, toast, resetMyView]);

  return <Loading />;
}
