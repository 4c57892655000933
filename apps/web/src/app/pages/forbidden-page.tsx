import { Text } from '@mantine/core';
import { ErrorPage } from './error-page';

/** Shown in place of a page the signed-in role may not use (the URL stays, so the user sees what was refused). */
export default function ForbiddenPage() {
  return (
    <ErrorPage
      code="403"
      message="You do not have access to this page"
      extra={
        <Text c="dimmed" size="sm">
          Your account&apos;s role does not include this page. Ask an admin if you need it.
        </Text>
      }
    />
  );
}
