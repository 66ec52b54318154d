import { lazy } from 'react';

// A portal's work-order details (decisions 160 and 172): the header, the tabs and the notes with their popup.
// The door beside index.ts for the details screens, so the lists do not load them (docs/decisions/197).
export { PortalHeader, type PortalHeaderOrder } from './portal-header';
export {
  PORTAL_DETAIL_TABS,
  PortalDetailsRoute,
  usePortalDetailTab,
  type PortalDetailTab,
} from './portal-details-route';

// The Notes and Attachments tabs load when first opened: the details screens open on the Work Order tab, and
// the notes grid and the attachments panel are not part of it (decision 201).
export const PortalNotes = lazy(() => import('./portal-notes').then((m) => ({ default: m.PortalNotes })));
export const PortalAttachments = lazy(() =>
  import('../../components/attachments/attachments-panel').then((m) => ({ default: m.AttachmentsPanel })),
);
