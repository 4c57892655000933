import { describe, expect, it } from 'vitest';
import { chooseActionTime, parseDeviceTime } from './device-time';

const received = new Date('2026-11-24T10:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const before = (ms: number) => new Date(received.getTime() - ms);
const after = (ms: number) => new Date(received.getTime() + ms);
const choose = (tappedAt: Date | null, sentAt: Date | null, toleranceSeconds = 120) => chooseActionTime({ tappedAt, sentAt, receivedAt: received, toleranceSeconds });

describe('the time of a phone action (X-Tapped-At, X-Sent-At)', () => {
  it('within the tolerance: the tap time, received time kept, not marked', () => {
    const tapped = before(minutes(20));
    expect(choose(tapped, before(1500))).toEqual({ at: tapped, receivedAt: received, tappedAt: tapped, clockDiffers: false });
    // The device clock 100 s behind and 100 s ahead: both within 120 s. A tap that reads a moment after our receive
    // time (a clock ahead) takes the receive time: an action never happens after it reached us.
    expect(choose(before(minutes(30)), before(100_000))).toMatchObject({ at: before(minutes(30)), clockDiffers: false });
    expect(choose(after(90_000), after(100_000))).toMatchObject({ at: received, tappedAt: after(90_000), clockDiffers: false });
  });

  it('a device clock further off than the tolerance: the receive time, marked, the tap kept as sent', () => {
    const tapped = after(minutes(40));
    const sent = after(minutes(60));
    expect(choose(tapped, sent)).toEqual({ at: received, receivedAt: received, tappedAt: tapped, clockDiffers: true });
    expect(choose(before(minutes(70)), before(minutes(60))).clockDiffers).toBe(true);
    // The setting decides: with an hour of tolerance the same clock is believed.
    expect(choose(before(minutes(70)), before(minutes(59)), 3600)).toMatchObject({ at: before(minutes(70)), clockDiffers: false });
  });

  it('a tap in the future beyond the tolerance is not believed; a moment ahead is our receive time', () => {
    expect(choose(after(minutes(5)), received)).toMatchObject({ at: received, clockDiffers: true });
    expect(choose(after(30_000), received)).toMatchObject({ at: received, clockDiffers: false });
  });

  it('a tap older than 7 days is not believed', () => {
    const week = 7 * 24 * 60 * minutes(1);
    expect(choose(before(week - minutes(1)), received)).toMatchObject({ at: before(week - minutes(1)), clockDiffers: false });
    expect(choose(before(week + minutes(1)), received)).toMatchObject({ at: received, clockDiffers: true });
  });

  it('missing or unreadable headers: the receive time, not marked', () => {
    expect(choose(null, null)).toEqual({ at: received, receivedAt: received, tappedAt: null, clockDiffers: false });
    const tapped = before(minutes(20));
    // A tap without the sent time cannot be judged: kept as sent, not used.
    expect(choose(tapped, null)).toEqual({ at: received, receivedAt: received, tappedAt: tapped, clockDiffers: false });
    expect(choose(null, received)).toMatchObject({ at: received, clockDiffers: false });
  });

  it('reads ISO 8601 with an offset only', () => {
    expect(parseDeviceTime('2026-11-24T15:30:00+05:30')).toEqual(received);
    expect(parseDeviceTime('2026-11-24T10:00:00.000123Z')).toEqual(received);
    expect(parseDeviceTime('2026-11-24T15:30:00.5+0530')?.toISOString()).toBe('2026-11-24T10:00:00.500Z');
    for (const bad of [undefined, '', 'yesterday', '2026-11-24 10:00', '2026-11-24T10:00:00', '2026-13-45T10:00:00Z', '1732442400000']) {
      expect(parseDeviceTime(bad)).toBeNull();
    }
    expect(parseDeviceTime(['2026-11-24T10:00:00Z', '2026-11-24T11:00:00Z'])).toBeNull();
  });
});
