import { ListSubheader, Menu, MenuItem } from '@mui/material';
import { useCallback, useId, useState } from 'react';
import { failureMessage } from '../../lib/http';
import { useToast } from '../../lib/toast';
import { RowActionsButton } from './row-parts';

export type RowActionsMenuProps<K extends string> = {
  /** How the row is named: the button reads "Actions for {name}" and the menu's header is the name. */
  name: string;
  /** The actions offered, in menu order; the button is disabled when there is none. */
  items: readonly { kind: K; label: string }[];
  isBusy: boolean;
  onPick: (kind: K) => void;
  /** Called when the menu opens: a screen starts loading the popups its items open (docs/decisions/197). */
  onOpen?: () => void;
};

/** A grid row's actions button and its menu of the actions a rule offers (the proposals and invoices tabs). */
export function RowActionsMenu<K extends string>({
  name,
  items,
  isBusy,
  onPick,
  onOpen,
}: RowActionsMenuProps<K>) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <RowActionsButton
        label={`Actions for ${name}`}
        menuId={menuId}
        isOpen={Boolean(anchor)}
        isDisabled={isBusy || items.length === 0}
        onOpen={(event) => {
          onOpen?.();
          setAnchor(event.currentTarget);
        }}
      />
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { minWidth: 200 } } }}
      >
        <ListSubheader sx={{ lineHeight: '32px', fontWeight: 600 }}>{name}</ListSubheader>
        {items.map((item) => (
          <MenuItem
            key={item.kind}
            onClick={() => {
              setAnchor(null);
              onPick(item.kind);
            }}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * Runs a row's immediate action (Approve, Clone, PDF...): the row's menu waits (`busyId`), a success toast and
 * `onDone` (read the record again) follow, or an error toast "{failure}: {reason}". A download passes
 * `success: null`: the file is its answer, and nothing changed to read again.
 */
export function useRowActionRunner(onDone: () => Promise<unknown>) {
  const toast = useToast();
  const [busyId, setBusyId] = useState<number | null>(null);
  const run = useCallback(
    async (id: number, action: () => Promise<unknown>, success: string | null, failure: string) => {
      setBusyId(id);
      try {
        await action();
        if (success === null) return;
        toast(success, 'success');
        await onDone();
      } catch (error) {
        toast(failureMessage(failure, error), 'error');
      } finally {
        setBusyId(null);
      }
    },
    [toast, onDone],
  );
  return { busyId, run };
}
