import { z } from 'zod';
import { requiredId } from './fields';

// The documents of a vendor line (spec B section 4 "Vendor line", section 7): the sign-off ticket a
// technician brings to the site. The work ticket travels with the TICKET e-mail, not through a call.

/** POST /workorder/generatesignoff: answers `{wonumber}_signoff.pdf`. */
export const generateSignoffSchema = z.object({
  workOrderId: requiredId('Work Order'),
  workOrderVendorId: requiredId('Vendor Line'),
});
export type GenerateSignoffInput = z.infer<typeof generateSignoffSchema>;
