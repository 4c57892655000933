/**
 * The sign-in form's rules without zod: the login screen is the first thing every user downloads and zod would add
 * about 27 kB (gzip) to it (docs/decisions/018-first-screen-weight.md). The server's `loginInputSchema` is built from
 * the same texts and limits, so both sides say the same.
 */
export const LOGIN_TEXT = {
  usernameRequired: 'Please enter your username',
  passwordRequired: 'Please enter your password',
} as const;

export const LOGIN_MAX_LENGTH = { username: 150, password: 256 } as const;

/** The form's errors by field (none when it may be sent), as the schema would answer them. */
export function loginFormErrors(values: { username: string; password: string }): Partial<Record<'username' | 'password', string>> {
  return {
    ...(values.username.trim() ? {} : { username: LOGIN_TEXT.usernameRequired }),
    ...(values.password ? {} : { password: LOGIN_TEXT.passwordRequired }),
  };
}
