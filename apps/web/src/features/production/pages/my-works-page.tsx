import { Button, Loader, Stack, Title } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { PRODUCTION_TEXT } from '@steelworks/contract/production-text';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useTranslate } from '../../../lib/i18n/i18n';
import { useMyWorks } from '../api/get-my-works';
import { MyWorksList } from '../components/my-works-list';
import { lazyPart } from '../../../components/lazy-part';

// The earnings come after the works: their card (and the money formatting) is not part of the first screen, which
// must stay within its weight on a slow phone network (docs/decisions/018-first-screen-weight.md); it loads a moment
// after the page, when the works are shown.
const MyEarningsCard = lazyPart(() => import('../../wages/public').then((module) => ({ default: module.MyEarningsCard })));
const EARNINGS_AFTER_MS = 2_000;

/** /my-works: the worker's phone screen: its open works with one-tap Start and Complete, then today's finished ones. */
export default function MyWorksPage() {
  const t = useTranslate();
  // Both lists appear together: one filling in above the other would move the buttons under the worker's thumb.
  const open = useMyWorks('open');
  const done = useMyWorks('done');
  // Deferred: the cards render in the background in small slices, so the phone stays responsive while they do.
  const loading = useDeferredValue(open.isLoading || done.isLoading, true);
  const [earnings, setEarnings] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setEarnings(true), EARNINGS_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
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
          {earnings && (
            <Suspense fallback={null}>
              <MyEarningsCard />
            </Suspense>
          )}
          <MyWorksList state="open" />
          <Title order={4}>{t('Finished today')}</Title>
          <MyWorksList state="done" />
        </Stack>
      )}
    </>
  );
}
