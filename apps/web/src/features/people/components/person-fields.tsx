import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

// A type, not an interface: the values go as they are into calls that take a plain record.
export type PersonValues = {
  username: string;
  full_name: string;
  phone: string;
  email: string;
};

/** The first values of `PersonFields`: the person's own, or empty ones for a new person. */
export function personValues(person?: Partial<Record<keyof PersonValues, string | null>>): PersonValues {
  return { username: person?.username ?? '', full_name: person?.full_name ?? '', phone: person?.phone ?? '', email: person?.email ?? '' };
}

/** Username, full name, phone and email: the account part of every people form. */
export function PersonFields<V extends PersonValues>({
  form,
  usernameRequired = true,
  emailRequired = true,
  showUsername = true,
}: {
  form: UseFormReturnType<V>;
  usernameRequired?: boolean;
  emailRequired?: boolean;
  showUsername?: boolean;
}) {
  return (
    <>
      {showUsername && (
        <TextInput label="Username" withAsterisk={usernameRequired} autoComplete="off" {...form.getInputProps('username')} />
      )}
      <TextInput label="Full Name" withAsterisk autoComplete="off" {...form.getInputProps('full_name')} />
      <TextInput label="Phone" withAsterisk inputMode="tel" maxLength={10} autoComplete="off" {...form.getInputProps('phone')} />
      <TextInput label="Email" type="email" withAsterisk={emailRequired} autoComplete="off" {...form.getInputProps('email')} />
    </>
  );
}
