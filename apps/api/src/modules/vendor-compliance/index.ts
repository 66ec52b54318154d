// The vendor-compliance module's door (docs/decisions/123): the reminders of expiring GL, WC and W9
// paperwork (issue 12, decision 146): the job the worker runs, and the reminders staff read on a vendor.
export { startComplianceJob } from './vendor-compliance.job';
export { sendComplianceReminders } from './vendor-compliance.service';
export { vendorComplianceRoutes } from './vendor-compliance.routes';
