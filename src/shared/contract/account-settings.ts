import { z } from 'zod';
import { hasControlCharacter } from '../control-characters';
import { idSchema, safeText, smallIdSchema } from './common';
import { subscriptionGroupSchema } from './registration';

const genderSchema = z.enum(['F', 'M', 'X', '-']);

export const unsubscribeSettingsSchema = z.object({
  /** False when the marketing store cannot reach the member (email not valid); `message` says why. */
  status: z.boolean(),
  message: z.string(),
  subscriptionGroups: z.array(subscriptionGroupSchema),
});

/** GetPlayerAccountSettings (member spec, section 3 "Account settings"); dateBirth as YYYY-MM-DD. */
export const accountSettingsSchema = z.object({
  customerGuid: z.string(),
  membershipNumber: z.number(),
  username: z.string(),
  cardNumber: z.string(),
  emailAddress: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phoneMobile: z.string(),
  mobileVerified: z.boolean(),
  suburb: z.string(),
  stateId: z.number().nullable(),
  postcode: z.string(),
  dateBirth: z.string(),
  gender: genderSchema,
  useAvatar: z.boolean(),
  /** The approved avatar shown to everyone, with a cache-busting version. */
  avatarUrl: z.string(),
  /** A new avatar waiting for staff approval, seen only by its member. */
  pendingAvatarUrl: z.string().nullable(),
  preferEmail: z.boolean(),
  preferSms: z.boolean(),
  unsubscribeSettings: unsubscribeSettingsSchema,
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

const passwordText = z
  .string()
  .max(200, 'must be at most 200 characters')
  .refine((text) => !hasControlCharacter(text), 'must not contain control characters');

export const updateAccountSettingsBodySchema = z.object({
  membershipNumber: idSchema.optional(),
  emailAddress: safeText(254).default(''),
  firstname: safeText(100),
  lastname: safeText(100),
  phoneMobile: safeText(32),
  suburb: safeText(100),
  stateId: smallIdSchema.nullable(),
  postcode: safeText(10),
  /** YYYY-MM-DD. */
  dateBirth: safeText(10),
  gender: genderSchema.default('-'),
  /** Empty: the password stays as it is. */
  password: passwordText.default(''),
  confirmPassword: passwordText.optional(),
  useAvatar: z.boolean().default(true),
  preferEmail: z.boolean().optional(),
  preferSms: z.boolean().optional(),
  unsubscribeSettings: z
    .object({
      subscriptionGroups: z
        .array(z.object({ subscriptionGroupId: idSchema, subscribed: z.boolean() }))
        .max(20),
    })
    .optional(),
});
export type UpdateAccountSettingsBody = z.input<typeof updateAccountSettingsBodySchema>;
export type UpdateAccountSettingsRequest = z.output<typeof updateAccountSettingsBodySchema>;

export const avatarUploadedSchema = z.object({ pendingAvatarUrl: z.string(), message: z.string() });

export const pendingAvatarSchema = z.object({
  id: z.number(),
  membershipId: z.number(),
  name: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type PendingAvatar = z.infer<typeof pendingAvatarSchema>;

export const reviewAvatarBodySchema = z.object({ id: idSchema, approve: z.boolean() });

export const avatarFileParamsSchema = z.object({
  file: z.string().regex(/^[a-f0-9]{32}\.(?:jpg|png)$/, 'is not an avatar file'),
});
