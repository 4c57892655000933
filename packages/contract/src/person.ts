import { z } from 'zod';

/**
 * A person's name as both clients use it (docs/product/client-2022-names.md#people): we keep one `full_name`; the 2022 client sends and
 * reads `first_name` and `last_name`. A name given in two parts keeps them as given: the account stores where the
 * first part ends (`first_name_length`), and answers split there ("Ravi" / "Kumar Nair" stays so). A name given whole
 * (or stored before the parts were kept) splits at its last space. Inputs without a full_name join the two parts
 * with a space (docs/decisions/025-2022-client-fields.md).
 */

export const PERSON_NAME_TEXT = {
  partsTogether: 'Send first_name and last_name together, or full_name',
} as const;

/**
 * The two parts of a full name: at `firstNameLength` when the name was given in parts (and still reads so), else at
 * the last space ("Ravi Kumar Nair" -> Ravi Kumar / Nair; one word is a first name with an empty last name).
 */
export function splitFullName(fullName: string, firstNameLength?: number | null): { first_name: string; last_name: string } {
  const name = fullName.trim();
  if (firstNameLength != null && name === fullName) {
    const at = firstNameLength;
    if (at === 0) return { first_name: '', last_name: name };
    if (at === name.length) return { first_name: name, last_name: '' };
    if (at > 0 && at < name.length && name[at] === ' ') return { first_name: name.slice(0, at), last_name: name.slice(at + 1) };
  }
  const space = name.lastIndexOf(' ');
  if (space < 0) return { first_name: name, last_name: '' };
  return { first_name: name.slice(0, space).trimEnd(), last_name: name.slice(space + 1) };
}

/** The name fields of an answer about a person: full_name and its two parts. */
export function nameFields(fullName: string, firstNameLength?: number | null): { full_name: string; first_name: string; last_name: string } {
  return { full_name: fullName, ...splitFullName(fullName, firstNameLength) };
}

/**
 * What to store as the split point of a person input: the first part's length when the name came as first_name +
 * last_name (full_name is their join), null when it came whole, undefined when the input does not change the name.
 */
export function firstNameLengthOf(input: { full_name?: string; first_name?: string | null; last_name?: string | null }): number | null | undefined {
  if (input.full_name === undefined) return undefined;
  const { first_name: first, last_name: last } = input;
  if (typeof first !== 'string' || typeof last !== 'string') return null;
  const joined = `${first.trim()} ${last.trim()}`.trim();
  return joined === input.full_name ? first.trim().length : null;
}

export const nameAnswerFields = {
  full_name: z.string(),
  /** The first part as it was given (the 2022 client's field); for a name given whole, full_name up to its last space. */
  first_name: z.string(),
  /** The last part as it was given; for a name given whole, full_name after its last space ("" for one word). */
  last_name: z.string(),
};

/** Documented (and type-checked) in each person input; withNameParts turns them into full_name. */
const NAME_PART_DOC = 'With the other part, stands in for full_name when that is absent (joined with a space)';
export const namePartInputFields = {
  first_name: z.string().max(150, 'At most 150 characters').nullish().describe(NAME_PART_DOC),
  last_name: z.string().max(150, 'At most 150 characters').nullish().describe(NAME_PART_DOC),
};

const given = (value: unknown) => value !== undefined && value !== null;

/**
 * A person input that also takes first_name + last_name when full_name is absent (or ""). The two come together: a
 * PATCH of last_name alone would otherwise drop the first name, so one without the other is refused.
 */
export function withNameParts<T extends z.ZodType>(schema: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const body = value as Record<string, unknown>;
    if (given(body.full_name) && body.full_name !== '') return value;
    const { first_name: first, last_name: last } = body;
    if (!given(first) && !given(last)) return value;
    if (!given(first) || !given(last)) {
      ctx.addIssue({ code: 'custom', path: [given(first) ? 'last_name' : 'first_name'], message: PERSON_NAME_TEXT.partsTogether, input: value });
      return value;
    }
    // A part that is no string is refused by the schema's own first_name/last_name fields.
    if (typeof first !== 'string' || typeof last !== 'string') return value;
    return { ...body, full_name: `${first.trim()} ${last.trim()}`.trim() };
  }, schema);
}
