import { z } from 'zod';
import { roleSchema } from './account';
import { emailSchema, emptyToUndefined, numberInput, phoneSchema, recordIdInput } from './common/inputs';
import { PASSWORD_MIN_LENGTH } from './account';
import { listQuerySchema } from './common/list-query';
import { nameAnswerFields, namePartInputFields, withNameParts } from './person';

/**
 * People managed from the back office (docs/product/people-and-accounts.md#people-records): the fields every person shares, and the staff roles
 * that are nothing but an account (store manager, quality checker, sheet user, production manager) plus workers.
 */

export const PEOPLE_TEXT = {
  phoneRequired: 'Please enter your phone number',
  phoneLength: 'Your number must be 10 characters',
  usernameRequired: 'Please enter a username',
  fullNameRequired: 'Please enter the full name',
  emailRequired: 'Please enter an email',
  emailInvalid: 'Enter a valid email',
  supervisorUsername: 'Your name must be between 3 and 16 characters',
  /** The spec keeps this text although 4 to 20 characters are enforced (docs/product/people-and-accounts.md#people-validation). */
  managerUsername: 'Your name must be between 6 and 20 characters',
  passwordRequired: 'Please enter a password',
  passwordShort: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  selectRole: 'Please select at least one role.',
  usernameTaken: 'A user with that username already exists.',
  usernameBlocked: 'This username belongs to a blocked account. Unblock it from the Blocked list instead.',
  emailTaken: 'An account with this email already exists.',
  emailBlocked: 'This email belongs to a blocked account. Unblock it from the Blocked list instead.',
  notBlocked: 'This account is not blocked.',
  unblocked: 'Account unblocked',
  atLeastZero: 'Enter a number of at least 0',
} as const;

/** docs/product/screens-and-texts.md#toasts: every toast of the people screens, word for word. */
export const PEOPLE_TOASTS = {
  dealerCreated: { title: 'Created!', message: 'Successfully Created Dealers' },
  dealerUpdated: 'Successfully Updated Dealer',
  supervisorCreated: 'Successfully Created Supervisor',
  supervisorUpdated: 'Successfully Updated Supervisor',
  sheetUserCreated: 'Successfully Created SheetUser',
  qcCreated: 'Successfully Created QC',
  qcUpdated: 'Successfully Updated QC',
  productionManagerCreated: 'Successfully Created Production Manager',
  productionManagerUpdated: 'Successfully Updated Production Manager',
  workerCreated: 'Successfully Created Worker',
  workerUpdated: 'Successfully Updated Worker',
} as const;

const USERNAME_PATTERN = /^[\w.@+-]+$/;
const USERNAME_CHARS = 'Use only letters, numbers and @ . + - _';

/** A required text field: missing and blank give the same message. */
function requiredText(message: string, max = 150) {
  return z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);
}

/** An optional text field where "" (or null) means no value. */
export function optionalText(max: number, inner?: z.ZodString) {
  return z.preprocess(emptyToUndefined, (inner ?? z.string().trim()).max(max, `At most ${max} characters`).optional());
}

/** A username between min and max characters, with one message for every way of getting it wrong. */
export function usernameSchema(min: number, max: number, message: string) {
  return z.string({ error: message }).trim().min(min, message).max(max, message).regex(USERNAME_PATTERN, USERNAME_CHARS);
}

export const plainUsernameSchema = requiredText(PEOPLE_TEXT.usernameRequired).regex(USERNAME_PATTERN, USERNAME_CHARS);
const fullNameSchema = requiredText(PEOPLE_TEXT.fullNameRequired);
const personPhoneSchema = phoneSchema;
export const requiredEmailSchema = z
  .string({ error: PEOPLE_TEXT.emailRequired })
  .trim()
  .min(1, PEOPLE_TEXT.emailRequired)
  .max(254)
  .pipe(emailSchema);
export const optionalEmailSchema = z.preprocess(emptyToUndefined, requiredEmailSchema.optional());

/** A whole number >= 0 that may arrive as a string ("25"). */
export function countSchema(requiredMessage: string) {
  return numberInput(z.number({ error: requiredMessage }).int('Enter a whole number').min(0, PEOPLE_TEXT.atLeastZero).max(1_000_000));
}



const accountSummarySchema = z.object({
  username: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string(),
  ...nameAnswerFields,
  role: roleSchema,
});

/** Answers carry the account fields at the top and nested as `account` (both readings of the spec). */
export const personFields = {
  id: z.number().int(),
  username: z.string().nullable(),
  ...nameAnswerFields,
  phone: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  account: accountSummarySchema,
};
export const personSchema = z.object(personFields);
export type Person = z.infer<typeof personSchema>;

// --- Store managers, quality checkers, sheet users, production managers ---

/** The fields every person form sends; first_name + last_name may stand in for full_name (withNameParts). */
export const personInputFields = {
  full_name: fullNameSchema,
  ...namePartInputFields,
  phone: personPhoneSchema,
};

const staffFields = {
  username: plainUsernameSchema,
  ...personInputFields,
  email: requiredEmailSchema,
};
const staffObject = z.object(staffFields);
export const staffInputSchema = withNameParts(staffObject);
export type StaffInput = z.infer<typeof staffInputSchema>;
export const staffPatchSchema = withNameParts(staffObject.partial());

const productionManagerObject = z.object({
  ...staffFields,
  username: usernameSchema(4, 20, PEOPLE_TEXT.managerUsername),
});
export const productionManagerInputSchema = withNameParts(productionManagerObject);
export const productionManagerPatchSchema = withNameParts(productionManagerObject.partial());

/** `?blocked=true` on a people list: the blocked accounts instead (the Blocked view, docs/product/guards.md#people-guards). */
export const blockedFlagSchema = z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()).optional().default(false);

/** A people list's query: search, page, sort, and `blocked`. */
export const peopleListQuerySchema = listQuerySchema.extend({ blocked: blockedFlagSchema });

// --- Workers and designations ---

export const designationSchema = z.object({ id: z.number().int(), role: z.string() });
export type Designation = z.infer<typeof designationSchema>;

const designationIdsSchema = z.array(recordIdInput(PEOPLE_TEXT.selectRole), { error: PEOPLE_TEXT.selectRole }).min(1, PEOPLE_TEXT.selectRole).max(50);

const workerFields = {
  ...staffFields,
  username: usernameSchema(4, 20, PEOPLE_TEXT.managerUsername),
  designation: designationIdsSchema,
};
export const workerCreateInputSchema = withNameParts(
  z.object({
    ...workerFields,
    password: z
      .string({ error: PEOPLE_TEXT.passwordRequired })
      .min(1, PEOPLE_TEXT.passwordRequired)
      .min(PASSWORD_MIN_LENGTH, PEOPLE_TEXT.passwordShort)
      .max(256),
  }),
);
export type WorkerCreateInput = z.infer<typeof workerCreateInputSchema>;
/** An update may set a new password; "" keeps the current one. */
const workerUpdateObject = z.object({
  ...workerFields,
  password: z.preprocess(emptyToUndefined, z.string().min(PASSWORD_MIN_LENGTH, PEOPLE_TEXT.passwordShort).max(256).optional()),
});
export const workerUpdateInputSchema = withNameParts(workerUpdateObject);
export type WorkerUpdateInput = z.infer<typeof workerUpdateInputSchema>;
export const workerPatchSchema = withNameParts(workerUpdateObject.partial());

export const workerSchema = personSchema.extend({
  designation: z.array(z.number().int()),
  designation_details: z.array(designationSchema),
});
export type Worker = z.infer<typeof workerSchema>;
