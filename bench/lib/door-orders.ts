// Generated door and window orders of a day and a month (issue 46 point 5, brief: the benches on generated orders),
// from a fixed seed, so `npm run bench -- --only cutting|nesting` reports the same figures on every run. Sizes in mm.
import { createRandom } from './random';

type DoorOrderItem = { kind: 'is_security_door' | 'is_door' | 'is_window'; W: number; H: number; units: number; ref: string };

/** A shop's day: about 12 order lines of 1-3 units, security doors, door frames and windows; a month is 26 days. */
export function generateDoorOrders(days: number, seed: number): DoorOrderItem[] {
  const random = createRandom(seed);
  const items: DoorOrderItem[] = [];
  for (let day = 1; day <= days; day++) {
    const lines = random.int(9, 15);
    for (let line = 1; line <= lines; line++) {
      const kind = random.pick(['is_security_door', 'is_security_door', 'is_door', 'is_window'] as const);
      const door = kind !== 'is_window';
      const W = random.int(door ? 75 : 60, door ? 120 : 180) * 10;
      const H = random.int(door ? 200 : 60, door ? 240 : 150) * 10;
      items.push({ kind, W, H, units: random.int(1, 3), ref: `day ${day} line ${line}` });
    }
  }
  return items;
}

export const DOOR_ORDER_RUNS = [
  { name: 'doors-day', days: 1, seed: 46_001 },
  { name: 'doors-month', days: 26, seed: 46_026 },
] as const;
