import { z } from 'zod';

// The parts of QuickBooks Online's Accounting API v3 entities that Dispatchwise reads and writes
// (decision 176). QuickBooks answers more fields; zod keeps these and passes the rest through untouched.

export type QuickBooksEntity =
  'Vendor' | 'Customer' | 'Item' | 'Account' | 'Bill' | 'Invoice' | 'BillPayment' | 'CompanyInfo';

/** A reference to another entity: its Id in `value`, its display name in `name`. */
export const qbRefSchema = z.object({ value: z.string(), name: z.string().optional() });
export type QbRef = z.infer<typeof qbRefSchema>;

const metaDataSchema = z
  .object({ CreateTime: z.string().optional(), LastUpdatedTime: z.string().optional() })
  .loose();

const entitySchema = z.object({
  Id: z.string(),
  SyncToken: z.string().optional(),
  MetaData: metaDataSchema.optional(),
});

export const qbVendorSchema = entitySchema
  .extend({ DisplayName: z.string(), CompanyName: z.string().optional(), Active: z.boolean().optional() })
  .loose();
export type QbVendor = z.infer<typeof qbVendorSchema>;

export const qbCustomerSchema = qbVendorSchema;
export type QbCustomer = QbVendor;

export const qbItemSchema = entitySchema
  .extend({ Name: z.string(), Type: z.string().optional(), Active: z.boolean().optional() })
  .loose();
export type QbItem = z.infer<typeof qbItemSchema>;

export const qbAccountSchema = entitySchema
  .extend({ Name: z.string(), AccountType: z.string().optional(), Active: z.boolean().optional() })
  .loose();
export type QbAccount = z.infer<typeof qbAccountSchema>;

export const qbLinkedTxnSchema = z.object({ TxnId: z.string(), TxnType: z.string() }).loose();

/** A Bill's line: an amount against an expense account. */
export type QbBillLine = {
  Amount: number;
  Description?: string;
  DetailType: 'AccountBasedExpenseLineDetail';
  AccountBasedExpenseLineDetail: { AccountRef: QbRef };
};
export type QbBill = {
  Id: string;
  VendorRef: QbRef;
  TxnDate?: string;
  DocNumber?: string;
  PrivateNote?: string;
  TotalAmt?: number;
  Line: QbBillLine[];
  MetaData?: z.infer<typeof metaDataSchema>;
};

/** An Invoice's line: quantity times unit price of a sales item. */
export type QbInvoiceLine = {
  Amount: number;
  Description?: string;
  DetailType: 'SalesItemLineDetail';
  SalesItemLineDetail: { ItemRef: QbRef; Qty: number; UnitPrice: number; TaxCodeRef?: QbRef };
};
export type QbInvoice = {
  Id: string;
  CustomerRef: QbRef;
  TxnDate?: string;
  DueDate?: string;
  DocNumber?: string;
  PrivateNote?: string;
  TotalAmt?: number;
  Line: QbInvoiceLine[];
  MetaData?: z.infer<typeof metaDataSchema>;
};

/** A payment of one or more bills (read back for the vendor's Payments tab; decision 178). */
export const qbBillPaymentSchema = entitySchema
  .extend({
    VendorRef: qbRefSchema,
    PayType: z.string(),
    TxnDate: z.string(),
    DocNumber: z.string().optional(),
    TotalAmt: z.number(),
    Line: z
      .array(z.object({ Amount: z.number(), LinkedTxn: z.array(qbLinkedTxnSchema).default([]) }).loose())
      .default([]),
  })
  .loose();
export type QbBillPayment = z.infer<typeof qbBillPaymentSchema>;

export const qbCompanyInfoSchema = entitySchema.extend({ CompanyName: z.string() }).loose();

/** One error of a Fault: `code` is QuickBooks' number as text (6140, 6240, 3200...). */
export const qbFaultErrorSchema = z
  .object({
    Message: z.string().optional(),
    Detail: z.string().optional(),
    code: z.string().optional(),
    element: z.string().optional(),
  })
  .loose();
export const qbFaultSchema = z
  .object({ Error: z.array(qbFaultErrorSchema).default([]), type: z.string().optional() })
  .loose();
export type QbFault = z.infer<typeof qbFaultSchema>;

/** Intuit's token endpoint answer (authorization_code and refresh_token grants). */
export const qbTokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.string().optional(),
  /** Seconds; an hour at Intuit. */
  expires_in: z.coerce.number().positive(),
  /** Seconds; 100 days at Intuit, counted from the refresh token's issue. */
  x_refresh_token_expires_in: z.coerce.number().positive().optional(),
});

/** The tokens as `accountingsyncstate.tokens` keeps them (ISO dates). */
export const storedTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  accessTokenExpiresAt: z.string(),
  refreshTokenExpiresAt: z.string().nullable(),
});
export type StoredTokens = z.infer<typeof storedTokensSchema>;
