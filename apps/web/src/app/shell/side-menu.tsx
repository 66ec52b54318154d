import { visibleMenu, type MenuItem, type SessionUser } from '@dispatchwise/shared';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Collapse,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem as MuiMenuItem,
} from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Tooltip } from '../../components/tooltip';
import { MenuIcon } from './menu-icons';

type Props = {
  user: SessionUser;
  /** Collapsed: the 60 px rail, icons only; a section's items open in a pop-out menu. */
  isCollapsed: boolean;
  /** Called after a navigation (closes the temporary drawer on small screens). */
  onNavigate?: () => void;
};

/** `/vendorprofile/workorderlist?status=open` is current when the pathname matches and its query is present. */
export function isItemActive(path: string, pathname: string, search: string): boolean {
  const [itemPath = '', itemQuery] = path.split('?');
  if (itemPath.toLowerCase() !== pathname.toLowerCase().replace(/\/+$/, '')) return false;
  if (!itemQuery) return true;
  const current = new URLSearchParams(search);
  return [...new URLSearchParams(itemQuery)].every(([key, value]) => current.get(key) === value);
}

const isSectionActive = (item: MenuItem, pathname: string, search: string): boolean =>
  isItemActive(item.path, pathname, search) ||
  (item.children ?? []).some((child) => isItemActive(child.path, pathname, search));

/** The side menu, rendered from the shared MENU with the user's visibility rules (spec A, C 2.2). */
export function SideMenu({ user, isCollapsed, onNavigate }: Props) {
  const { pathname, search } = useLocation();
  const items = visibleMenu(user);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [popout, setPopout] = useState<{ anchor: HTMLElement; item: MenuItem } | null>(null);

  const handleSectionClick = (item: MenuItem) => (event: MouseEvent<HTMLElement>) => {
    if (isCollapsed) setPopout({ anchor: event.currentTarget, item });
    else setExpanded((current) => ({ ...current, [item.id]: !isOpen(item) }));
  };

  const isOpen = (item: MenuItem) => expanded[item.id] ?? isSectionActive(item, pathname, search);

  const handleNavigate = () => {
    setPopout(null);
    onNavigate?.();
  };

  return (
    <>
      <List component="nav" aria-label="Main menu" dense sx={{ px: 1, py: 1 }}>
        {items.map((item) => {
          const hasChildren = Boolean(item.children && item.children.length > 0);
          const isActive = isSectionActive(item, pathname, search);
          const button = hasChildren ? (
            <ListItemButton
              onClick={handleSectionClick(item)}
              selected={isCollapsed && isActive}
              aria-expanded={isCollapsed ? Boolean(popout && popout.item.id === item.id) : isOpen(item)}
              sx={{ minHeight: 40, px: 1.5 }}
            >
              <ListItemIcon sx={{ minWidth: 36, color: isActive ? 'primary.main' : undefined }}>
                <MenuIcon name={item.icon} />
              </ListItemIcon>
              {isCollapsed ? null : (
                <>
                  <ListItemText
                    primary={item.label}
                    slotProps={{ primary: { noWrap: true, fontWeight: 600 } }}
                  />
                  {isOpen(item) ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
                </>
              )}
            </ListItemButton>
          ) : (
            <ListItemButton
              component={Link}
              to={item.path}
              onClick={handleNavigate}
              selected={isActive}
              sx={{ minHeight: 40, px: 1.5 }}
            >
              <ListItemIcon sx={{ minWidth: 36, color: isActive ? 'primary.main' : undefined }}>
                <MenuIcon name={item.icon} />
              </ListItemIcon>
              {isCollapsed ? null : (
                <ListItemText
                  primary={item.label}
                  slotProps={{ primary: { noWrap: true, fontWeight: 600 } }}
                />
              )}
            </ListItemButton>
          );
          return (
            <li key={item.id} style={{ listStyle: 'none' }}>
              {isCollapsed ? (
                <Tooltip title={item.label} placement="right">
                  {button}
                </Tooltip>
              ) : (
                button
              )}
              {hasChildren && !isCollapsed ? (
                <Collapse in={isOpen(item)} timeout="auto" unmountOnExit>
                  <List dense disablePadding aria-label={item.label}>
                    {item.children!.map((child) => (
                      <ListItemButton
                        key={child.id}
                        component={Link}
                        to={child.path}
                        onClick={handleNavigate}
                        selected={isItemActive(child.path, pathname, search)}
                        sx={{ pl: 6.5, minHeight: 34 }}
                      >
                        <ListItemText primary={child.label} slotProps={{ primary: { noWrap: true } }} />
                      </ListItemButton>
                    ))}
                  </List>
                </Collapse>
              ) : null}
            </li>
          );
        })}
      </List>
      <Menu
        anchorEl={popout?.anchor}
        open={Boolean(popout)}
        onClose={() => setPopout(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ list: { dense: true, 'aria-label': popout?.item.label } }}
      >
        {popout ? <ListSubheader sx={{ lineHeight: '32px' }}>{popout.item.label}</ListSubheader> : null}
        {(popout?.item.children ?? []).map((child) => (
          <MuiMenuItem
            key={child.id}
            component={Link}
            to={child.path}
            onClick={handleNavigate}
            selected={isItemActive(child.path, pathname, search)}
          >
            {child.label}
          </MuiMenuItem>
        ))}
      </Menu>
    </>
  );
}
