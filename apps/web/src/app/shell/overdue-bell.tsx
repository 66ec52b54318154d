import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { Badge, IconButton } from '@mui/material';
import { useNavigate } from 'react-router';
import { Tooltip } from '../../components/tooltip';
import { useOverdueP1Count } from '../../features/admin/api/get-overdue-p1';

/** Admin-only bell with the overdue Emergency count; opens the work-order list filtered to them. */
export function OverdueBell() {
  const navigate = useNavigate();
  const { data } = useOverdueP1Count(true);
  const count = typeof data === 'number' ? data : 0;
  const label = count === 1 ? '1 overdue emergency work order' : `${count} overdue emergency work orders`;
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => void navigate('/workorder?overdue=1')}>
        <Badge badgeContent={count} color="error" max={999}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
