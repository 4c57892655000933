import type { AppContext } from '../../lib/context';

/** Demo records of the store module; idempotent (checks for its own records first). */
export async function seedStore(_ctx: AppContext): Promise<void> {}
