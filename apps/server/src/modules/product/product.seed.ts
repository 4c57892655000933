import type { AppContext } from '../../lib/context';

/** Demo records of the product module; idempotent (checks for its own records first). */
export async function seedProduct(_ctx: AppContext): Promise<void> {}
