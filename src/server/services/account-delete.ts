import { type DeleteRequestForm, deleteRequestErrors } from '../../shared/delete-request-rules';
import { normaliseMobile } from '../../shared/mobile';
import type { Db } from '../db/client';
import { accountDeleteRequests } from '../db/schema';
import { badRequest } from '../errors';
import { type Allowances, takeHourly } from '../limits/allowances';

export const DELETE_REQUESTS_PER_HOUR = 5;

/** Keeps the request for staff; a few an hour from one address (taken before the request is written). */
export async function recordDeleteRequest(
  db: Db,
  allowances: Allowances,
  form: DeleteRequestForm,
  ip: string,
  now = new Date(),
) {
  const errors = deleteRequestErrors(form);
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0] ?? 'Invalid request', errors);
  await takeHourly(
    allowances,
    `delete-request:${ip}`,
    DELETE_REQUESTS_PER_HOUR,
    'Too many requests from this address. Please try again in an hour.',
    now,
  );
  await db.insert(accountDeleteRequests).values({
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    cardNumber: form.cardNumber.trim() || null,
    email: form.emailAddress.trim().toLowerCase(),
    mobile: normaliseMobile(form.mobile) ?? null,
    reason: form.reason.trim(),
    ip,
    createdAt: now,
  });
  return { success: true, message: 'Account Deletion Request Received' };
}
