import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PERSON_NAME_TEXT, splitFullName, withNameParts } from './person';

describe('splitFullName', () => {
  it('splits at the last space; one word is a first name with an empty last name', () => {
    expect(splitFullName('Ravi Kumar Nair')).toEqual({ first_name: 'Ravi Kumar', last_name: 'Nair' });
    expect(splitFullName('Deepak')).toEqual({ first_name: 'Deepak', last_name: '' });
    expect(splitFullName('Ravi  Nair')).toEqual({ first_name: 'Ravi', last_name: 'Nair' });
    expect(splitFullName('')).toEqual({ first_name: '', last_name: '' });
  });
});

describe('withNameParts', () => {
  const schema = withNameParts(z.object({ full_name: z.string().min(1).optional() }));

  it('joins first_name and last_name when full_name is absent or empty, and leaves a full_name alone', () => {
    expect(schema.parse({ first_name: 'Ravi', last_name: 'Nair' })).toEqual({ full_name: 'Ravi Nair' });
    expect(schema.parse({ full_name: '', first_name: ' Ravi ', last_name: '' })).toEqual({ full_name: 'Ravi' });
    expect(schema.parse({ full_name: 'Meera Das', first_name: 'Ravi', last_name: 'Nair' })).toEqual({ full_name: 'Meera Das' });
    expect(schema.parse({})).toEqual({});
  });

  it('refuses one part without the other', () => {
    const result = schema.safeParse({ first_name: 'Ravi' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path, issue.message])).toEqual([[['last_name'], PERSON_NAME_TEXT.partsTogether]]);
  });
});
