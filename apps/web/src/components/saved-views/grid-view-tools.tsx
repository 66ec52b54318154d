import RestartAlt from '@mui/icons-material/RestartAlt';
import { Button } from '@mui/material';
import { SavedViewsMenu } from './saved-views-menu';
import type { ServerGridPage } from './use-server-grid-page';

/** The saved-view selector, the Views menu and Reset Layout of a grid page (spec A "Saved views"). */
export function GridViewTools({
  page,
}: {
  page: Pick<ServerGridPage<unknown>, 'savedViews' | 'resetLayout' | 'isResetting'>;
}) {
  return (
    <>
      <SavedViewsMenu {...page.savedViews} />
      <Button
        variant="outlined"
        startIcon={<RestartAlt />}
        onClick={() => void page.resetLayout()}
        disabled={page.isResetting}
      >
        Reset Layout
      </Button>
    </>
  );
}
