import { isMobileAsTyped } from './mobile';
import { isPasswordAccepted } from './password-strength';
import { stateById } from './states';

/** The minimum age of a member (member spec, section 9). */
export const MINIMUM_AGE = 18;

/** 31/12/2000 -> 2000-12-31; null unless it is a real calendar date written DD/MM/YYYY. */
export function parseDayMonthYear(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  return isCalendarDate(iso) ? iso : null;
}

/** 2000-12-31 -> 31/12/2000. */
export const toDayMonthYear = (iso: string) => iso.split('-').reverse().join('/');

/** A YYYY-MM-DD that names a day that exists (no 31 April, no 29 February outside leap years). */
export function isCalendarDate(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** At least `years` old on `today` (both YYYY-MM-DD): someone born on 29 February comes of age on 1 March. */
export function isAtLeastYearsOld(birthday: string, today: string, years = MINIMUM_AGE): boolean {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const comesOfAge = new Date(Date.UTC(by + years, bm - 1, bd)).toISOString().slice(0, 10);
  return comesOfAge <= today;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => value.length <= 254 && EMAIL.test(value);

/** What the registration call carries (member spec, section 3); birthday as YYYY-MM-DD. */
export interface RegistrationPayload {
  firstName: string;
  lastName: string;
  password: string;
  mobile: string;
  email: string;
  stateId: number | null;
  postcode: string;
  birthday: string;
  marketingConsent: boolean;
}

export type RegistrationField = keyof RegistrationPayload | 'confirmPassword' | 'terms';

/**
 * The registration table's rules and messages (member spec, section 5), for the form as the member fills it
 * and again on the server. `today` is YYYY-MM-DD; `birthday` may be DD/MM/YYYY (the form) or YYYY-MM-DD.
 */
export function registrationErrors(
  form: Omit<RegistrationPayload, 'mobile'> & { mobile?: string; confirmPassword?: string; terms?: boolean },
  today: string,
): Partial<Record<RegistrationField, string>> {
  const errors: Partial<Record<RegistrationField, string>> = {};
  if (!form.firstName.trim()) errors.firstName = 'First name is required.';
  if (!form.lastName.trim()) errors.lastName = 'Last name is required.';
  if (form.email.trim() && !isEmail(form.email.trim())) errors.email = 'Invalid email address.';
  if (!form.password) errors.password = 'Password is required';
  else if (!isPasswordAccepted(form.password))
    errors.password = 'Invalid password. Password not strong enough';
  if (form.confirmPassword !== undefined) {
    if (!form.confirmPassword) errors.confirmPassword = 'Please confirm your password!';
    else if (form.confirmPassword !== form.password) errors.confirmPassword = 'Two passwords do not match!';
  }
  if (!stateById(form.stateId)) errors.stateId = 'State is required';
  if (!form.postcode.trim()) errors.postcode = 'Postcode is required.';
  else if (!/^\d+$/.test(form.postcode.trim())) errors.postcode = 'Number only.';
  const birthday = isCalendarDate(form.birthday) ? form.birthday : parseDayMonthYear(form.birthday);
  if (!form.birthday.trim()) errors.birthday = 'Date of birth is required.';
  else if (!birthday) errors.birthday = 'Please enter the date as DD/MM/YYYY.';
  else if (birthday > today) errors.birthday = 'Date of birth cannot be in the future.';
  else if (!isAtLeastYearsOld(birthday, today)) errors.birthday = 'You must be at least 18 years of age';
  if (form.mobile !== undefined && !isMobileAsTyped(form.mobile))
    errors.mobile = 'Invalid mobile number format';
  if (form.terms === false) errors.terms = 'Please tick the checkbox';
  return errors;
}
