import { Button, Center, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The shared look of 403, 404 and 500: a big code, one line, Back to Dashboard. */
export function ErrorPage({ code, message, extra }: { code: string; message: string; extra?: ReactNode }) {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1} fz={{ base: 64, sm: 96 }} c="indigo.6" lh={1}>
          {code}
        </Title>
        <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
          {message}
        </Title>
        {extra}
        <Button component={Link} to="/dashboard" mt="md">
          Back to Dashboard
        </Button>
      </Stack>
    </Center>
  );
}
