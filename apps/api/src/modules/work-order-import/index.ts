// The work-order import module's door (docs/decisions/123, 169-171): by PO from ServiceChannel, or from a
// customer's PDF or Outlook file.
export { workOrderImportRoutes } from './work-order-import.routes';
