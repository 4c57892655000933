import { Button, Loader, Stack, Title } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { PRODUCTION_TEXT } from '@steelworks/contract/production-text';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useTranslate } from '../../../lib/i18n/i18n';
import { useMyWorks } from '../api/get-my-works';
import { MyWorksList } from '../components/my-works-list';

/** /my-works: the worker's phone screen: its open works with one-tap Start and Complete, then today's finished ones. */
export default function MyWorksPage() {
  const t = useTranslate();
  // Both lists appear together: one filling in above the other would move the buttons under the worker's thumb.
  const open = useMyWorks('open');
  const done = useMyWorks('done');
  // Deferred: the cards render in the background in small slices, so the phone stays responsive while they do.
  const loading = useDeferredValue(open.isLoading || done.isLoading, true);
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
      {loading ? (
        <Loader />
      ) : (
        <Stack gap="lg" maw={640}>
          <MyWorksList state="open" />
          <Title order={4}>{t('Finished today')}</Title>
          <MyWorksList state="done" />
        </Stack>
      )}
    </>
  );
}
