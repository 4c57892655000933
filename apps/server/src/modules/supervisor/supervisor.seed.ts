import type { AppContext } from '../../lib/context';

/** Demo records of the supervisor module; idempotent (checks for its own records first). */
export async function seedSupervisor(_ctx: AppContext): Promise<void> {}
