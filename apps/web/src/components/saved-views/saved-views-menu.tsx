import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { Button, Divider, ListItemText, Menu, MenuItem, TextField } from '@mui/material';
import { useId, useReducer, useState } from 'react';
import { lazyPopup } from '../lazy-popup';
import { useToast } from '../../lib/toast';
import { useCreateView } from './api/create-view';
import { useRemoveView } from './api/remove-view';
import type { SavedView } from './api/types';
import { useUpdateView } from './api/update-view';
import type { NewViewDialogProps, NewViewValues } from './new-view-dialog';
import { useDefaultView } from './use-default-view';
import { readSelectedViewId, writeSelectedViewId } from './view-storage';

// The New View form (and zod with it) loads when the Views menu first opens, not with the list
// (docs/decisions/197).
const NewViewDialog = lazyPopup<NewViewDialogProps>(
  () => import('./new-view-dialog').then((m) => m.NewViewDialog),
  (props) => props.isOpen,
);

export type SavedViewsMenuProps = {
  /** The grid's localStorage key ('workorderlist'): the selection is kept beside the state. */
  stateKey: string;
  /** The type new views get ('w'). */
  viewType: string;
  /** The types listed, comma separated ('w,d' on the alerts dashboard); `viewType` by default. */
  pageTypes?: string;
  /** The grid state to store (DataGrid's `store.exportState()`). */
  getState: () => object;
  /** Applies a stored state (DataGrid's `store.importState`). */
  applyState: (state: unknown) => void;
};

/**
 * The saved-view selector and the Views menu (spec A "Saved views"): New (500x300 popup), Update,
 * Delete (disabled for the default view). The user's default view is applied when the list opens.
 */
export function SavedViewsMenu({
  stateKey,
  viewType,
  pageTypes = viewType,
  getState,
  applyState,
}: SavedViewsMenuProps) {
  const toast = useToast();
  const menuId = useId();
  const views = useDefaultView({ stateKey, pageTypes, applyState });
  const createView = useCreateView();
  const updateView = useUpdateView();
  const removeView = useRemoveView();
  // The selection lives in localStorage beside the grid state; a pick re-renders.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const selectedId = readSelectedViewId(stateKey);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isNewOpen, setIsNewOpen] = useState(false);

  const list = views.data ?? [];
  const selected = list.find((view) => view.viewid === selectedId) ?? null;

  const select = (view: SavedView | null) => {
    writeSelectedViewId(stateKey, view?.viewid ?? null);
    rerender();
  };

  const handlePick = (viewId: number | '') => {
    const view = list.find((v) => v.viewid === viewId) ?? null;
    select(view);
    if (view) applyState(view.view);
  };

  const handleCreate = async ({ viewName, isDefault }: NewViewValues) => {
    const view = await createView.mutateAsync({
      viewName: viewName.trim(),
      viewType,
      isDefault,
      state: getState(),
    });
    select(view);
    setIsNewOpen(false);
    toast('View Saved', 'success');
  };

  const handleUpdate = async () => {
    setAnchor(null);
    if (!selected) return;
    try {
      await updateView.mutateAsync({
        viewId: selected.viewid,
        viewType: selected.viewtype,
        state: getState(),
      });
      toast('View Saved', 'success');
    } catch {
      // The http client has shown the server's message.
    }
  };

  const handleDelete = async () => {
    setAnchor(null);
    if (!selected || selected.isdefault) return;
    try {
      await removeView.mutateAsync(selected.viewid);
      select(null);
      toast('View Removed', 'success');
    } catch {
      // The http client has shown the server's message.
    }
  };

  return (
    <>
      <TextField
        select
        size="small"
        label="View"
        value={selected ? selected.viewid : ''}
        onChange={(event) => handlePick(event.target.value === '' ? '' : Number(event.target.value))}
        sx={{ width: 170 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {list.map((view) => (
          <MenuItem key={view.viewid} value={view.viewid}>
            {view.viewname}
            {view.isdefault ? ' (default)' : ''}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown />}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => {
          NewViewDialog.preload();
          setAnchor(event.currentTarget);
        }}
      >
        Views
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setIsNewOpen(true);
          }}
        >
          <ListItemText primary="New" secondary="Save the filters, columns and order as a view" />
        </MenuItem>
        <MenuItem onClick={() => void handleUpdate()} disabled={!selected}>
          <ListItemText
            primary="Update"
            secondary={selected ? `Save into "${selected.viewname}"` : 'Pick a view first'}
          />
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => void handleDelete()} disabled={!selected || selected.isdefault}>
          <ListItemText
            primary="Delete"
            secondary={selected?.isdefault ? 'The default view cannot be deleted' : undefined}
          />
        </MenuItem>
      </Menu>
      <NewViewDialog isOpen={isNewOpen} onClose={() => setIsNewOpen(false)} onSave={handleCreate} />
    </>
  );
}
