import { normaliseMobile } from './mobile';
import { isEmail } from './registration-rules';

/** The account deletion request form (member spec, section 3 "Delete request"). */
export interface DeleteRequestForm {
  firstName: string;
  lastName: string;
  cardNumber: string;
  emailAddress: string;
  mobile: string;
  reason: string;
}

export type DeleteRequestField = keyof DeleteRequestForm;

/** The form's rules and messages (member spec, section 5 "Delete request"), for the page and the server. */
export function deleteRequestErrors(form: DeleteRequestForm): Partial<Record<DeleteRequestField, string>> {
  const errors: Partial<Record<DeleteRequestField, string>> = {};
  if (!form.firstName.trim()) errors.firstName = 'First Name is required';
  if (!form.lastName.trim()) errors.lastName = 'Last Name is required';
  if (!form.emailAddress.trim()) errors.emailAddress = 'Email is required';
  else if (!isEmail(form.emailAddress.trim())) errors.emailAddress = 'Please provide valid email address';
  if (form.mobile.trim() && !normaliseMobile(form.mobile)) errors.mobile = 'Invalid mobile number format';
  if (!form.reason.trim()) errors.reason = 'Type is required';
  return errors;
}
