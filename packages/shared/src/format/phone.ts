/**
 * US phone numbers as the vendor and job-site forms mask them (spec C 2.3, 2.4, section 5):
 * "+1 (000) 000-0000". A number is kept as its ten digits; what is shown is built from them.
 */
export const US_PHONE_DIGITS = 10;

export type PhoneDigitsOptions = {
  /** The area code may not start with 0 or 1 (the new-vendor and job-site masks): such a digit is refused. */
  isAreaCodeRestricted?: boolean;
};

/**
 * The digits of a typed, pasted or stored phone (at most ten). The mask's own "+1" is not a digit of the
 * number, nor is a leading country code 1 of an eleven-digit paste.
 */
export const phoneDigits = (value: string | null | undefined, options: PhoneDigitsOptions = {}): string => {
  const text = (value ?? '').trim();
  let digits = text.replace(/^\+\s*1/, '').replace(/\D/g, '');
  if (digits.length > US_PHONE_DIGITS && digits.startsWith('1')) digits = digits.slice(1);
  if (options.isAreaCodeRestricted) digits = digits.replace(/^[01]+/, '');
  return digits.slice(0, US_PHONE_DIGITS);
};

/**
 * The mask's text for the digits typed so far: "" for none, then "+1 (201", "+1 (201) 555",
 * "+1 (201) 555-1234". Nothing is added ahead of the next digit, so Backspace always removes one.
 */
export const formatUsPhone = (value: string | null | undefined): string => {
  const digits = phoneDigits(value);
  if (!digits) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (!exchange) return `+1 (${area}`;
  if (!line) return `+1 (${area}) ${exchange}`;
  return `+1 (${area}) ${exchange}-${line}`;
};

/** A complete number: ten digits (with the restriction, an area code starting 2 to 9). */
export const isCompleteUsPhone = (
  value: string | null | undefined,
  options: PhoneDigitsOptions = {},
): boolean => {
  const digits = (value ?? '').replace(/^\+\s*1/, '').replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== US_PHONE_DIGITS) return false;
  return !options.isAreaCodeRestricted || /^[2-9]/.test(ten);
};
