/**
 * Messages of the work-order form and its popups (spec B section 5, spec C section 5), shared so the
 * web form and the API's 400 answers say the same words.
 */
export const WORK_ORDER_MESSAGES = {
  customer: 'Customer is required.',
  dueDate: 'Due Date is required.',
  division: 'Division is required.',
  status: 'Status is required.',
  priority: 'Priority is required.',
  requestType: 'Request Type is required.',
  briefDescription: 'Brief Description is required.',
  statusNote: 'Note is required.',
  cancelReason: 'Cancellation Reason is required.',
  staleUpdate: 'This work order was changed by someone else. Reload it to see the changes.',
  readOnly: 'This work order is read-only.',
  notFound: 'Work order not found.',
  tradesOffered: 'Only General Maintenance, HVAC, Plumbing and Electrical can be chosen.',
} as const;

/** How many tags the trades box shows (spec B section 2); the options are WORK_ORDER_TRADE_IDS. */
export const WORK_ORDER_TRADE_TAGS_SHOWN = 10;

/** Rich-text description (spec C 2.10): font sizes 8 to 36 pt and eight fonts. */
export const RICH_TEXT_FONT_SIZES = [8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 36] as const;
export const RICH_TEXT_FONTS = [
  'Arial',
  'Courier New',
  'Georgia',
  'Impact',
  'Lucida Console',
  'Tahoma',
  'Times New Roman',
  'Verdana',
] as const;
