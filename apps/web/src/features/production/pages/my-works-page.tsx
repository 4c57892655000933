import { Button, Stack, Title } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { PRODUCTION_TEXT } from '@steelworks/contract/production';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useTranslate } from '../../../lib/i18n/i18n';
import { MyWorksList } from '../components/my-works-list';

/** /my-works: the worker's phone screen: its open works with one-tap Start and Complete, then today's finished ones. */
export default function MyWorksPage() {
  const t = useTranslate();
  return (
    <>
      <PageHeader
        title={PRODUCTION_TEXT.myWorks}
        actions={
          <Button component={Link} to="/scan" leftSection={<IconScan size={18} />} size="md">
            {t(PRODUCTION_TEXT.scan)}
          </Button>
        }
      />
      <Stack gap="lg" maw={640}>
        <MyWorksList state="open" />
        <Title order={4}>{t('Finished today')}</Title>
        <MyWorksList state="done" />
      </Stack>
    </>
  );
}
