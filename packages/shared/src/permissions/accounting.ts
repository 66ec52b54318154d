import { canAccessAccounting } from './actions';
import { isAccountingAdmin, isAdmin, type Rule } from './role-rules';

// The Accounting screen and the QuickBooks Online connection (spec A "Accounting", issue 17, docs/decisions/175
// and 176). The screen's calls are AccountingAdmin's (spec A section 5); so is the upload-status poll
// (`canPollUploadStatus` in actions.ts).

/** Every /accounting call of the screen: pending lists, logs, unmatched vendors, push, remove a bill. */
export const canUseAccounting: Rule = canAccessAccounting;

/**
 * The QuickBooks screen (/admin/quickbooks: status, Connect, Disconnect): an administrator, or the
 * AccountingAdmin who runs the pushes (decision 176).
 */
export const canManageQuickBooks: Rule = (user) => isAdmin(user) || isAccountingAdmin(user);
