import { Badge, Text } from '@mantine/core';
import { formatDateTime } from '../lib/format';
import { useTranslate } from '../lib/i18n/i18n';

/** The texts of a time sent from the phone's queue (docs/decisions/033-offline-queue-keys-and-tap-times.md), in English: each is the key of its Hindi text. */
export const TAP_TIME_TEXT = {
  clockDiffers: 'clock differs',
  clockDiffersHint: "The phone's clock was off: the server's receive time is shown.",
  tapped: 'tapped',
  received: 'received',
} as const;

/**
 * A time that was tapped on a phone: the time chosen by the server, then, when the phone sent its own tap time, the
 * tap and receive times, and a "clock differs" mark when the phone's clock could not be trusted. Fields the server
 * does not send yet are simply not shown. The label is given in English and shown in the person's language.
 */
export function TappedTime({ label, chosen, tapped, received, clockDiffers }: { label: string; chosen: string | null; tapped?: string | null; received?: string | null; clockDiffers?: boolean }) {
  const t = useTranslate();
  const detail = [tapped ? `${t(TAP_TIME_TEXT.tapped)} ${formatDateTime(tapped)}` : '', received ? `${t(TAP_TIME_TEXT.received)} ${formatDateTime(received)}` : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <Text>
      <b>{t(label)}:</b> {formatDateTime(chosen)}
      {clockDiffers && (
        <Badge component="span" color="orange" variant="light" size="sm" ml={6} title={t(TAP_TIME_TEXT.clockDiffersHint)}>
          {t(TAP_TIME_TEXT.clockDiffers)}
        </Badge>
      )}
      {detail && (
        <Text span size="xs" c="dimmed" display="block">
          {detail}
        </Text>
      )}
    </Text>
  );
}
