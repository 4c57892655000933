import type { App } from '../../lib/http';

export async function staffRoutes(_app: App) {}
