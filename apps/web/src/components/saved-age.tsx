import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSavedAt } from '../lib/offline/day-cache';
import { formatAge, OFFLINE_TEXT } from '../lib/offline/offline-text';

/** "Saved 14 min ago" under data shown from the phone's saved copy (no network); nothing while it is fresh. */
export function SavedAge({ cacheKey }: { cacheKey: string }) {
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
      {OFFLINE_TEXT.savedAgo(formatAge(now - savedAt))}
    </Text>
  );
}
