import { mobileFieldError } from './mobile';
import { isPasswordAccepted } from './password-strength';
import { isAtLeastYearsOld, isCalendarDate, isEmail, parseDayMonthYear } from './registration-rules';
import { stateById } from './states';

export const GENDERS = [
  { value: 'F', label: 'Female' },
  { value: 'M', label: 'Male' },
  { value: 'X', label: 'Non-binary' },
  { value: '-', label: 'Prefer not to say' },
] as const;
export type Gender = (typeof GENDERS)[number]['value'];

/** Avatars (member spec, section 9): JPG or PNG, at most 10 MB. */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_TYPE_MESSAGE = 'Only upload JPG/PNG file is allowed.';
export const AVATAR_SIZE_MESSAGE = 'Maximum avatar size is 10MB.';
export const AVATAR_READY_MESSAGE =
  'Your avatar is ready to upload. Please click the Save button below to upload the avatar.';

/** The account settings form as the member edits it; dateBirth as typed (DD/MM/YYYY). */
export interface AccountSettingsForm {
  firstname: string;
  lastname: string;
  emailAddress: string;
  phoneMobile: string;
  suburb: string;
  stateId: number | null;
  postcode: string;
  dateBirth: string;
  gender: Gender;
  changePassword: boolean;
  password: string;
  confirmPassword: string;
  useAvatar: boolean;
  /** Subscribed flags by subscription group id. */
  subscriptions: Record<number, boolean>;
}

export type AccountSettingsField = Exclude<keyof AccountSettingsForm, 'subscriptions'>;

/** DD/MM/YYYY or YYYY-MM-DD to YYYY-MM-DD; null when it is neither or no real date. */
export const isoBirthday = (text: string) =>
  isCalendarDate(text.trim()) ? text.trim() : parseDayMonthYear(text);

/**
 * The account settings rules and messages (member spec, section 5 "Account settings"), for the page and
 * again on the server. `today` is YYYY-MM-DD.
 */
export function accountSettingsErrors(
  form: Omit<AccountSettingsForm, 'subscriptions' | 'gender' | 'useAvatar'>,
  today: string,
): Partial<Record<AccountSettingsField, string>> {
  const errors: Partial<Record<AccountSettingsField, string>> = {};
  if (!form.firstname.trim()) errors.firstname = 'First name is required.';
  if (!form.lastname.trim()) errors.lastname = 'Last name is required.';
  if (form.emailAddress.trim() && !isEmail(form.emailAddress.trim()))
    errors.emailAddress = 'Please provide a valid email address.';
  const mobile = mobileFieldError(form.phoneMobile);
  if (mobile) errors.phoneMobile = mobile;
  if (!form.suburb.trim()) errors.suburb = 'Suburb is required.';
  if (!stateById(form.stateId)) errors.stateId = 'State is required.';
  if (!form.postcode.trim()) errors.postcode = 'Postcode is required';
  else if (!/^\d{4}$/.test(form.postcode.trim())) errors.postcode = 'Please enter a 4-digit postcode.';
  const birthday = isoBirthday(form.dateBirth);
  if (!form.dateBirth.trim()) errors.dateBirth = 'Date of birth is required';
  else if (!birthday) errors.dateBirth = 'Please enter the date as DD/MM/YYYY.';
  else if (birthday > today) errors.dateBirth = 'Date of birth cannot be in the future.';
  else if (!isAtLeastYearsOld(birthday, today)) errors.dateBirth = 'You must be at least 18 years of age';
  if (form.changePassword) {
    if (!isPasswordAccepted(form.password)) errors.password = 'Invalid password. Password not strong enough';
    if (form.confirmPassword !== form.password)
      errors.confirmPassword = 'Two passwords that you enter is inconsistent!';
  }
  return errors;
}

/** The avatar file's message, or null for a JPG/PNG of at most 10 MB (the browser's first check). */
export function avatarFileError(file: { type: string; size: number }): string | null {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return AVATAR_TYPE_MESSAGE;
  return file.size > AVATAR_MAX_BYTES ? AVATAR_SIZE_MESSAGE : null;
}

/** A file whose content is not an image the browser can read (the server says the same). */
export const AVATAR_UNREADABLE_MESSAGE =
  'The image could not be read. Please choose another JPG or PNG image.';

/** How many first bytes name a JPG or a PNG (imageTypeOf). */
export const IMAGE_HEADER_BYTES = 8;

/** The message for a file whose first bytes are not a JPG's or a PNG's (a text file renamed .png), else null. */
export const avatarContentError = (header: Uint8Array): string | null =>
  imageTypeOf(header) === null ? AVATAR_TYPE_MESSAGE : null;

/** The image type its first bytes name (not its file name): JPG, PNG, or null for anything else. */
export function imageTypeOf(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}
