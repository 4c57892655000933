import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSavedAt } from '../lib/offline/day-cache';
import { useTranslate } from '../lib/i18n/i18n';
import { formatAge, OFFLINE_TEXT } from '../lib/offline/offline-text';

/** "Saved 14 min ago" under data shown from the phone's saved copy (no network); nothing while it is fresh. */
export function SavedAge({ cacheKey }: { cacheKey: string }) {
  const t = useTranslate();
  const savedAt = useSavedAt(cacheKey);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (savedAt === undefined) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, [savedAt]);
  if (savedAt === undefined) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="saved-age">
      {t(OFFLINE_TEXT.savedAgo, { age: formatAge(now - savedAt, t) })}
    </Text>
  );
}
