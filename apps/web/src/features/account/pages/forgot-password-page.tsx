import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { forgotPasswordInputSchema } from '@steelworks/contract/account';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link } from 'react-router';
import { z } from 'zod';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard, AuthErrorAlert } from '../components/auth-card';

/** The contract's schema, with "Please enter an email" for an empty box rather than "Enter a valid email". */
const emailFormSchema = z.object({ email: z.string().trim().min(1, 'Please enter an email') }).pipe(forgotPasswordInputSchema);

export default function ForgotPasswordPage() {
  const reset = useForgotPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: zod4Resolver(emailFormSchema),
  });
  const sent = reset.isSuccess;

  return (
    <AuthCard title="Forgot Password" subtitle="Enter your email and a new password will be sent to you">
      <form onSubmit={form.onSubmit((values) => reset.mutate(values))} noValidate>
        <Stack gap="md">
          {sent && (
            <Alert color="green" variant="light" role="alert" icon={<IconCircleCheck size={18} />}>
              {reset.data.message}
            </Alert>
          )}
          <AuthErrorAlert error={reset.error} />
          <TextInput
            label="Email"
            type="email"
            placeholder="Enter your email"
            autoComplete="email"
            disabled={sent}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          {sent ? (
            <Button component={Link} to="/login" fullWidth>
              Go back to Login
            </Button>
          ) : (
            <Button type="submit" fullWidth loading={reset.isPending}>
              Reset
            </Button>
          )}
          <Text ta="center" size="sm">
            Remember it?{' '}
            <Anchor component={Link} to="/login">
              Back to Login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
