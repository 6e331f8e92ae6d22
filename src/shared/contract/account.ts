import { z } from 'zod';
import { FORM_TOKEN_FIELD } from '../api-prefix';
import { staffRoleSchema } from './admin';
import { safeText } from './common';

export const loggedMemberSchema = z.object({
  id: z.number(),
  customerGuid: z.string(),
  membershipId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  brandId: z.number(),
  ptc: z.number(),
  mobile: z.string(),
  mobileVerified: z.boolean(),
  emailMobileValid: z.boolean(),
  stateId: z.number().nullable(),
  role: staffRoleSchema,
});
export type LoggedMember = z.infer<typeof loggedMemberSchema>;

export const loginFormSchema = z.object({
  username: safeText(254).pipe(z.string().min(1, 'Please enter your email, mobile or membership number.')),
  password: z
    .string()
    .min(1, 'Please enter your password.')
    .max(200)
    .refine((text) => !text.includes('\u0000'), 'must not contain control characters'),
  returnUrl: z.string().max(2048).optional(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const logoutFormSchema = z.object({
  returnUrl: z.string().max(2048).optional(),
  [FORM_TOKEN_FIELD]: z.string().max(200).optional(),
});
