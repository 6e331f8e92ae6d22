import { and, count, eq, gt } from 'drizzle-orm';
import { type DeleteRequestForm, deleteRequestErrors } from '../../shared/delete-request-rules';
import { normaliseMobile } from '../../shared/mobile';
import type { Db } from '../db/client';
import { accountDeleteRequests } from '../db/schema';
import { badRequest, tooManyRequests } from '../errors';

export const DELETE_REQUESTS_PER_HOUR = 5;

/** Keeps the request for staff; a few an hour from one address. */
export async function recordDeleteRequest(db: Db, form: DeleteRequestForm, ip: string, now = new Date()) {
  const errors = deleteRequestErrors(form);
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0] ?? 'Invalid request', errors);
  const [recent] = await db
    .select({ n: count() })
    .from(accountDeleteRequests)
    .where(
      and(
        eq(accountDeleteRequests.ip, ip),
        gt(accountDeleteRequests.createdAt, new Date(now.getTime() - 3600_000)),
      ),
    );
  if ((recent?.n ?? 0) >= DELETE_REQUESTS_PER_HOUR) {
    throw tooManyRequests('Too many requests from this address. Please try again in an hour.', 3600);
  }
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
