import { initials } from '@dispatchwise/shared';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Logout from '@mui/icons-material/Logout';
import { Avatar, Button, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Profile } from '../../lib/session';

/** Picture (or initials) and name, with Profile and Logout (spec A "Layout and menu", C 2.2). */
export function UserPanel({ user }: { user: Profile }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = user.name || [user.given_name, user.family_name].filter(Boolean).join(' ') || user.email;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label={`User menu for ${name}`}
        endIcon={<ExpandMore fontSize="small" />}
        sx={{ px: 1, gap: 0.5 }}
      >
        <Avatar
          src={user.picture ?? undefined}
          alt={name}
          sx={{
            width: 30,
            height: 30,
            fontSize: 13,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          }}
        >
          {initials(name)}
        </Avatar>
        <Typography
          component="span"
          sx={{ display: { xs: 'none', sm: 'inline' }, ml: 1, fontWeight: 500, maxWidth: 180 }}
          noWrap
        >
          {name}
        </Typography>
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={Link} to="/profile" onClick={close}>
          <ListItemIcon>
            <AccountCircleOutlined fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        <MenuItem component={Link} to="/logout" onClick={close}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
