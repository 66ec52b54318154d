export {
  LIVE_JITTER_MS,
  LIVE_LATER_MS,
  LiveUpdatesProvider,
  useLiveEvents,
  useLiveRefresh,
  type LiveUrgency,
} from './live-updates-provider';
export type { LiveWorkOrdersEvent } from '../../lib/live-updates';
