import type { App } from '../../lib/http';

export async function dealerRoutes(_app: App) {}
