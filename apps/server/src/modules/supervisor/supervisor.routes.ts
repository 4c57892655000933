import type { App } from '../../lib/http';

export async function supervisorRoutes(_app: App) {}
