import AccountBalance from '@mui/icons-material/AccountBalance';
import AddBox from '@mui/icons-material/AddBox';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import Business from '@mui/icons-material/Business';
import Cancel from '@mui/icons-material/Cancel';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Dashboard from '@mui/icons-material/Dashboard';
import Engineering from '@mui/icons-material/Engineering';
import History from '@mui/icons-material/History';
import Home from '@mui/icons-material/Home';
import List from '@mui/icons-material/List';
import ListAlt from '@mui/icons-material/ListAlt';
import LocationOn from '@mui/icons-material/LocationOn';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Map from '@mui/icons-material/Map';
import PendingActions from '@mui/icons-material/PendingActions';
import Person from '@mui/icons-material/Person';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import TableChart from '@mui/icons-material/TableChart';
import TravelExplore from '@mui/icons-material/TravelExplore';
import UploadFile from '@mui/icons-material/UploadFile';

type SvgIconComponent = typeof Home;

// The shared MENU names its icons by MUI export name; only these are bundled (no barrel import).
const ICONS: Record<string, SvgIconComponent> = {
  AccountBalance,
  AddBox,
  AdminPanelSettings,
  Assessment,
  Assignment,
  Business,
  Cancel,
  CloudUpload,
  Dashboard,
  Engineering,
  History,
  Home,
  List,
  ListAlt,
  LocationOn,
  ManageAccounts,
  Map,
  PendingActions,
  Person,
  ReceiptLong,
  SwapHoriz,
  TableChart,
  TravelExplore,
  UploadFile,
};

export function MenuIcon({ name, fontSize = 'small' }: { name: string; fontSize?: 'small' | 'medium' }) {
  const Icon = ICONS[name] ?? ChevronRight;
  return <Icon fontSize={fontSize} />;
}
