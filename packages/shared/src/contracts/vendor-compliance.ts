import { z } from 'zod';
import { COMPLIANCE_DOCUMENTS, COMPLIANCE_THRESHOLDS } from '../constants/vendors';
import { requiredId } from './fields';

// The compliance reminders a vendor was sent (issue 12 "compliance that chases itself", decision 146).

export const vendorComplianceRemindersQuerySchema = z.object({ vendorid: requiredId('Vendor') });

export const vendorComplianceReminderSchema = z.object({
  id: z.number().int(),
  document: z.enum(COMPLIANCE_DOCUMENTS),
  threshold: z.enum(COMPLIANCE_THRESHOLDS),
  expirationdate: z.date(),
  recipients: z.string(),
  createddate: z.date(),
  /** The e-mail's delivery: pending, sending, sent or failed (the outbox row's status). */
  mailstatus: z.string().nullable(),
  sentat: z.date().nullable(),
});

export const vendorComplianceRemindersSchema = z.array(vendorComplianceReminderSchema);
