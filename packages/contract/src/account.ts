import { z } from 'zod';
import { ROLES } from './roles';
import { emailSchema, phoneSchema } from './common/inputs';
import { LOGIN_MAX_LENGTH, LOGIN_TEXT } from './login-form';
import { nameAnswerFields, namePartInputFields, withNameParts } from './person';

export const PASSWORD_MIN_LENGTH = 8;

export const roleSchema = z.enum(ROLES);

/** The languages of the phone screens (issue 33 point 6); each person picks its own on the profile. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
export const LANGUAGE_TEXT = { label: 'Language', invalid: 'Choose English or Hindi' } as const;
const languageSchema = z.enum(LANGUAGES, { error: LANGUAGE_TEXT.invalid });

export const loginInputSchema = z.object({
  username: z.string({ error: LOGIN_TEXT.usernameRequired }).trim().min(1, LOGIN_TEXT.usernameRequired).max(LOGIN_MAX_LENGTH.username),
  password: z.string({ error: LOGIN_TEXT.passwordRequired }).min(1, LOGIN_TEXT.passwordRequired).max(LOGIN_MAX_LENGTH.password),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  username: z.string(),
  role: roleSchema,
  must_change_password: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema.max(254) });
export const FORGOT_PASSWORD_SENT = 'Your new password has been sent to your email';
/** `response` carries the same text for the 2022 client, which shows that key (docs/product/client-2022-names.md#people). */
export const forgotPasswordResultSchema = z.object({ message: z.string(), response: z.string() });

export const changePasswordInputSchema = z
  .object({
    old_password: z.string().max(256).optional(),
    new_password: z
      .string({ error: 'Please enter a new password' })
      .min(PASSWORD_MIN_LENGTH, `Your password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(256),
    confirm_new_password: z.string({ error: 'Please confirm the new password' }).min(1, 'Please confirm the new password'),
  })
  .refine((v) => v.new_password === v.confirm_new_password, {
    message: 'Passwords do not match',
    path: ['confirm_new_password'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  ...nameAnswerFields,
  email: z.string().nullable(),
  phone: z.string(),
  role: roleSchema,
  must_change_password: z.boolean(),
  language: languageSchema,
  /** Present for supervisors: their capacity, rate and balance (docs/product/screens-and-texts.md#routes, /profile). */
  supervisor: z
    .object({ id: z.number().int(), cols_per_day: z.number().int(), cost_per_col: z.string(), balance: z.string() })
    .nullable()
    .optional(),
  // The same three at the top, for supervisors only: where the 2022 client reads them (docs/product/client-2022-names.md#supervisors).
  cols_per_day: z.number().int().optional(),
  cost_per_col: z.string().optional(),
  balance: z.string().optional(),
  /** Present for dealers: their own dealer record id, for "My Orders". */
  dealer_id: z.number().int().nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = withNameParts(
  z.object({
    full_name: z.string().trim().min(1, 'Please enter your full name').max(150).optional(),
    ...namePartInputFields,
    email: emailSchema.max(254).optional(),
    phone: phoneSchema.optional(),
    language: languageSchema.optional(),
  }),
);

export const messageSchema = z.object({ message: z.string() });

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
  sent: z.boolean(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
