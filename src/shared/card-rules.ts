/** Card checks shared by the card form and the sandbox processor (member spec: Visa and Mastercard only). */

export function luhnValid(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): 'visa' | 'mastercard' | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'visa';
  const prefix4 = Number(digits.slice(0, 4));
  if (digits.length === 16 && (/^5[1-5]/.test(digits) || (prefix4 >= 2221 && prefix4 <= 2720)))
    return 'mastercard';
  return null;
}

export interface CardFields {
  name: string;
  number: string;
  /** MM/YY as typed. */
  expiry: string;
  cvv: string;
}

export const EMPTY_CARD: CardFields = { name: '', number: '', expiry: '', cvv: '' };

/** The expiry as month and four-digit year, or null when it is not MM/YY. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/**
 * The expiry field as the member types it: digits only, shown as MM/YY ('1230' -> '12/30', '530' -> '05/30');
 * a month starting with 2-9 takes a leading 0, and a four-digit year ('12/2030') keeps its last two digits.
 */
export function formatExpiryAsTyped(typed: string): string {
  const written = /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/.exec(typed);
  let digits = written ? `${written[1]!.padStart(2, '0')}${written[2]!.slice(2)}` : typed.replace(/\D/g, '');
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** What is wrong with each field (only the ones filled in), for the form to show. */
export function cardErrors(card: CardFields, now: Date): Partial<Record<keyof CardFields, string>> {
  const errors: Partial<Record<keyof CardFields, string>> = {};
  const digits = card.number.replace(/\s/g, '');
  if (digits) {
    if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.number = 'The card number is not valid.';
    else if (!cardBrand(digits)) errors.number = 'Only Visa and Mastercard are accepted.';
  }
  if (card.expiry.trim()) {
    const expiry = parseExpiry(card.expiry);
    if (!expiry) errors.expiry = 'Enter the expiry as MM/YY.';
    else if (Date.UTC(expiry.year, expiry.month, 1) <= now.getTime()) errors.expiry = 'The card has expired.';
  }
  if (card.cvv && !/^\d{3,4}$/.test(card.cvv)) errors.cvv = 'Enter the 3 or 4 digits on the back.';
  return errors;
}

/** The form is complete and every field passes. */
export const cardValid = (card: CardFields, now: Date) =>
  Boolean(card.name.trim() && card.number.trim() && card.expiry.trim() && card.cvv) &&
  Object.keys(cardErrors(card, now)).length === 0;
