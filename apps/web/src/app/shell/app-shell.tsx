import { canReadWorkOrders, canSeeOverdueBell, DRAWER_WIDTHS } from '@dispatchwise/shared';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { AppBar, Box, Drawer, IconButton, Toolbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { LiveUpdatesProvider } from '../../components/live-updates';
import { Loading } from '../../components/loading';
import { Tooltip } from '../../components/tooltip';
import { useSessionUser } from '../../lib/session';
import { RouteGuard } from '../route-guard';
import { OverdueBell } from './overdue-bell';
import { SideMenu } from './side-menu';
import { UserPanel } from './user-panel';

const HEADER_HEIGHT = 52;

/**
 * Header, side drawer (250 open / 60 collapsed / 0 on extra-small screens, open by default from 1280 px)
 * and the page, guarded and wrapped in the error boundary (spec A "Layout and menu", spec C 2.2).
 */
export function AppShell({ titleOf }: { titleOf: (pathname: string) => string | undefined }) {
  const user = useSessionUser();
  const theme = useTheme();
  const { pathname } = useLocation();
  const title = titleOf(pathname);
  const isExtraSmall = useMediaQuery(theme.breakpoints.down('sm'));
  const isLarge = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [isOpen, setIsOpen] = useState(isLarge);
  const [wasLarge, setWasLarge] = useState(isLarge);
  // Crossing the 1280 px breakpoint resets the drawer to that size's default (open on large screens).
  if (wasLarge !== isLarge) {
    setWasLarge(isLarge);
    setIsOpen(isLarge);
  }
  useEffect(() => {
    document.title = title ? `${title} · Dispatchwise` : 'Dispatchwise';
  }, [title]);

  const drawerWidth = isExtraSmall
    ? DRAWER_WIDTHS.hidden
    : isOpen
      ? DRAWER_WIDTHS.open
      : DRAWER_WIDTHS.collapsed;
  const menu = (
    <SideMenu
      user={user}
      isCollapsed={!isExtraSmall && !isOpen}
      onNavigate={isExtraSmall ? () => setIsOpen(false) : undefined}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar variant="dense" sx={{ minHeight: HEADER_HEIGHT, gap: 1, px: { xs: 1, sm: 1.5 } }}>
          <Tooltip title={isOpen ? 'Collapse menu' : 'Expand menu'}>
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Toggle menu"
              aria-expanded={isOpen}
              onClick={() => setIsOpen((open) => !open)}
            >
              {isOpen && !isExtraSmall ? <MenuOpen /> : <MenuIcon />}
            </IconButton>
          </Tooltip>
          <Typography variant="h6" component="div" noWrap sx={{ fontWeight: 700, letterSpacing: 0.2 }}>
            Dispatchwise
          </Typography>
          {title ? (
            <Typography
              component="h1"
              noWrap
              sx={{ fontSize: '1rem', opacity: 0.85, display: 'flex', alignItems: 'center', minWidth: 0 }}
            >
              <Box component="span" sx={{ mx: 1, opacity: 0.5 }} aria-hidden>
                /
              </Box>
              {title}
            </Typography>
          ) : null}
          <Box sx={{ flex: 1 }} />
          {canSeeOverdueBell(user) ? <OverdueBell /> : null}
          <UserPanel user={user} />
        </Toolbar>
      </AppBar>

      {isExtraSmall ? (
        <Drawer
          variant="temporary"
          open={isOpen}
          onClose={() => setIsOpen(false)}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { sx: { width: DRAWER_WIDTHS.open, pt: `${HEADER_HEIGHT}px` } } }}
        >
          {menu}
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          open={isOpen}
          sx={{ width: drawerWidth, flexShrink: 0, transition: 'width 150ms' }}
          slotProps={{
            paper: {
              sx: {
                width: drawerWidth,
                pt: `${HEADER_HEIGHT}px`,
                overflowX: 'hidden',
                transition: 'width 150ms',
                borderRight: 1,
                borderColor: 'divider',
              },
            },
          }}
        >
          {menu}
        </Drawer>
      )}

      <Box
        component="main"
        sx={{ flex: 1, minWidth: 0, pt: `${HEADER_HEIGHT}px`, bgcolor: 'background.default' }}
      >
        <Box sx={{ p: { xs: 1.5, md: 2.5 } }}>
          <ErrorBoundary location={`route:${pathname}`} resetKey={pathname}>
            <Suspense fallback={<Loading />}>
              <RouteGuard>
                {/* One stream of work-order changes for the lists, the alerts and Home (decision 183). */}
                <LiveUpdatesProvider isEnabled={canReadWorkOrders(user)}>
                  <Outlet />
                </LiveUpdatesProvider>
              </RouteGuard>
            </Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
