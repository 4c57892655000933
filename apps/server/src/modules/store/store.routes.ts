import type { App } from '../../lib/http';

export async function storeRoutes(_app: App) {}
