import { Alert, Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import type { LoginInput } from '@steelworks/contract/account';
import { LOGIN_MAX_LENGTH, loginFormErrors } from '@steelworks/contract/login-form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { getToken, saveLogin, SESSION_ENDED_MESSAGE, takeSessionEnded } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { AuthCard, AuthErrorAlert } from '../components/auth-card';

export default function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [showPassword, setShowPassword] = useState(false);
  // Read once: the flag set by the api client when a 401 ended the session (the page reloaded since).
  const [sessionEnded] = useState(takeSessionEnded);
  const [signedIn] = useState(() => !!getToken());
  const login = useLogin();
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    // The same rules as the server's schema, without zod on the first screen (docs/decisions/018).
    validate: loginFormErrors,
  });

  const submit = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess: (result) => {
        queryClient.clear();
        saveLogin(result);
        toastSuccess(`Welcome back, ${result.username}`, 'Login Successful');
        if (result.must_change_password) navigate('/profile', { replace: true, state: { mustChangePassword: true } });
        else navigate('/dashboard', { replace: true });
      },
    }),
  );

  // A signed-in user has nothing to do here (docs/product/screens-and-texts.md#sign-in-screens).
  if (signedIn) return <Navigate to="/dashboard" replace />;

  return (
    <AuthCard title="Welcome Back" subtitle="Sign in to continue">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {sessionEnded && !login.error && (
            <Alert color="yellow" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
              {SESSION_ENDED_MESSAGE}
            </Alert>
          )}
          <AuthErrorAlert error={login.error} />
          <TextInput
            label="Username"
            placeholder="Enter username"
            autoComplete="username"
            autoFocus
            maxLength={LOGIN_MAX_LENGTH.username}
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <TextInput
            label="Password"
            placeholder="Enter password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            maxLength={LOGIN_MAX_LENGTH.password}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Checkbox
              label="Show Password"
              checked={showPassword}
              onChange={(event) => setShowPassword(event.currentTarget.checked)}
            />
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot your password
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            Sign In
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
