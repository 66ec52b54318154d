// The accounting module's door (docs/decisions/123): the Accounting screen's calls and the push to
// QuickBooks Online (decisions 175, 177), the QuickBooks connection and payments back (176, 178).
export { accountingRoutes } from './accounting.routes';
export { quickBooksConnectionRoutes } from './accounting.connection.routes';
export { startPaymentsSyncJob, syncPayments } from './accounting.payments';
export { startAccountingPushJob } from './accounting.push.job';
export { pushQueued, type PushRun } from './accounting.push';
