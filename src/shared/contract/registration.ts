import { z } from 'zod';
import { hasControlCharacter } from '../control-characters';
import { safeText, smallIdSchema } from './common';

/** A mobile as typed (0450 000 000, +61 450 000 000): the service checks the Australian pattern. */
const mobileText = safeText(32);

/** A password as typed: not trimmed, no control characters; strength is the service's rule. */
const passwordText = z
  .string()
  .max(200, 'must be at most 200 characters')
  .refine((text) => !hasControlCharacter(text), 'must not contain control characters');

export const mobileBodySchema = z.object({ mobile: mobileText });
export const otpCodeVerifyBodySchema = z.object({ otpCode: safeText(12), mobile: mobileText });
export const verifyTotpBodySchema = z.object({ mobile: mobileText, code: safeText(12) });

export const codeSentSchema = z.object({
  /** The mobile the code went to, in its canonical form (0450000000). */
  mobile: z.string(),
  /** Seconds until another code may be requested. */
  resendAfterSeconds: z.number(),
});

export const registrationBodySchema = z.object({
  firstName: safeText(100),
  lastName: safeText(100),
  password: passwordText,
  mobile: mobileText,
  email: safeText(254).default(''),
  stateId: smallIdSchema.nullable(),
  postcode: safeText(10),
  /** YYYY-MM-DD (DD/MM/YYYY is read too). */
  birthday: safeText(10),
  marketingConsent: z.boolean().default(true),
});

export const subscriptionGroupSchema = z.object({
  subscriptionGroupId: z.number(),
  name: z.string(),
  description: z.string(),
  channel: z.enum(['email', 'sms']),
  subscribed: z.boolean(),
});

export const registrationAnswerSchema = z.object({
  customerGuid: z.string(),
  membershipId: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  emailAddress: z.string(),
  phoneMobile: z.string(),
  preferEmail: z.boolean(),
  unsubscribeSettings: z.object({ subscriptionGroups: z.array(subscriptionGroupSchema) }),
});
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

export const mobileVerifiedSchema = z.object({ mobile: z.string(), mobileVerified: z.literal(true) });

export const accountDeleteRequestBodySchema = z.object({
  firstName: safeText(100),
  lastName: safeText(100),
  cardNumber: safeText(20).default(''),
  emailAddress: safeText(254),
  mobile: safeText(32).default(''),
  reason: safeText(2000),
});

export const resultSchema = z.object({ success: z.boolean(), message: z.string() });

/** One mobile's messages only: a test reads its own code whatever else the outbox was sent meanwhile. */
export const smsOutboxQuerySchema = z.object({
  to: z
    .string()
    .regex(/^04\d{8}$/, 'A mobile in the form 04xxxxxxxx.')
    .optional(),
});

export const smsOutboxSchema = z.array(
  z.object({ id: z.number(), to: z.string(), body: z.string(), createdAt: z.string() }),
);

export const passwordResetBodySchema = z.object({
  mobile: mobileText,
  code: safeText(12),
  password: passwordText,
  confirmPassword: passwordText,
});
