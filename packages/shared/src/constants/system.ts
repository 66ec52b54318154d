/** Mail outbox and accounting sync constants (ARCHITECTURE mechanisms 8 and 9). */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/** Attempts before a message is left as failed: with the 1 min x 2^n backoff (capped at 6 h), about 8.5 hours. */
export const MAIL_MAX_ATTEMPTS = 10;

/** Transmission log typeId (spec A section 3): 1 vendor / complete billing, 2 customer. */
export const TRANSMISSION_TYPE = { VendorBilling: 1, CustomerInvoicing: 2 } as const;

/** Blob areas of the attachment paths {area}/{id}/{file} (spec C section 3). */
export const ATTACHMENT_AREAS = [
  'workorder',
  'vendor',
  'customer',
  'vendorprofile',
  'customerprofile',
] as const;
