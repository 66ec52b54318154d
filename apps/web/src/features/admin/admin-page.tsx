import { Box, Paper, Tab, Tabs } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Loading } from '../../components/loading';
import { UsersTab } from './components/users-tab';

// The Dispatch tab (its trade picker and its forms) loads when opened: the screen opens on Users.
const DispatchTab = lazy(() =>
  import('./components/dispatch-tab').then((module) => ({ default: module.DispatchTab })),
);

const TABS = [
  { id: 'users', label: 'Users' },
  { id: 'dispatch', label: 'Dispatch' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** /admin (Admin only; the route guard shows 'Unauthorized' to others): Users and Vendor Dispatch. */
export default function AdminPage() {
  const [params, setParams] = useSearchParams();
  const tab: TabId = params.get('tab') === 'dispatch' ? 'dispatch' : 'users';

  return (
    <Box>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabId) =>
            setParams(value === 'users' ? {} : { tab: value }, { replace: true })
          }
          aria-label="Admin sections"
          sx={{ px: 1 }}
        >
          {TABS.map((item) => (
            <Tab
              key={item.id}
              value={item.id}
              label={item.label}
              id={`admin-tab-${item.id}`}
              aria-controls="admin-tabpanel"
            />
          ))}
        </Tabs>
      </Paper>
      <div role="tabpanel" id="admin-tabpanel" aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'users' ? (
          <UsersTab />
        ) : (
          <Suspense fallback={<Loading />}>
            <DispatchTab />
          </Suspense>
        )}
      </div>
    </Box>
  );
}
