import { EVENT_COUNT_KEYS, type SessionUser } from '@dispatchwise/shared';
import { Box, Chip, Divider, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useId, useState, type ReactElement } from 'react';
import { RowActionsButton } from '../../../components/data-grid';
import type { VendorLine, WorkOrder } from '../api/types';
import { vendorLineActions, type LineAction } from '../vendor-line-actions';

const COUNT_KEY_BY_ACTION = Object.fromEntries(
  Object.entries(EVENT_COUNT_KEYS).map(([countKey, action]) => [action, countKey]),
) as Partial<Record<string, keyof VendorLine['eventcounts']>>;

/** How many times a notice went to this line (the row menu's badges, decision 101). */
export function sentCount(line: VendorLine, actionType: string | undefined): number | undefined {
  const key = actionType ? COUNT_KEY_BY_ACTION[actionType] : undefined;
  return key ? line.eventcounts[key] : undefined;
}

type Props = {
  user: SessionUser;
  workOrder: Pick<WorkOrder, 'statusid' | 'status'>;
  line: VendorLine;
  isBusy?: boolean;
  onPick: (action: LineAction, line: VendorLine) => void;
};

/** The actions button of a vendor line and its menu (spec B section 4 "Vendor line"). */
export function VendorLineMenu({ user, workOrder, line, isBusy = false, onPick }: Props) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const groups = anchor ? vendorLineActions(user, workOrder, line) : [];

  // Which line the menu is for: the button sits on a row that the open menu may cover.
  const items: ReactElement[] = [
    <ListSubheader key="vendor" sx={{ lineHeight: '32px', fontWeight: 600 }}>
      {line.vendorname}
    </ListSubheader>,
  ];
  groups.forEach((group, index) => {
    if (index > 0) items.push(<Divider key={`divider-${index}`} />);
    for (const action of group) {
      const count = action.kind === 'notice' ? sentCount(line, action.actionType) : undefined;
      items.push(
        <MenuItem
          key={action.key}
          disabled={action.isDisabled}
          onClick={() => {
            setAnchor(null);
            onPick(action, line);
          }}
        >
          <ListItemText primary={action.label} secondary={action.hint} />
          {count !== undefined ? (
            <Chip
              size="small"
              label={count}
              color={count > 0 ? 'primary' : 'default'}
              variant={count > 0 ? 'filled' : 'outlined'}
              aria-label={`sent ${count} time${count === 1 ? '' : 's'}`}
              sx={{ ml: 2, height: 20, minWidth: 28, '& .MuiChip-label': { px: 0.75 } }}
            />
          ) : null}
        </MenuItem>,
      );
    }
  });

  return (
    <Box component="span" sx={{ display: 'contents' }}>
      <RowActionsButton
        label={`Actions for ${line.vendorname}`}
        menuId={menuId}
        isOpen={Boolean(anchor)}
        isDisabled={isBusy}
        onOpen={(event) => setAnchor(event.currentTarget)}
      />
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { minWidth: 260, maxHeight: '70vh' } } }}
      >
        {items}
      </Menu>
    </Box>
  );
}
