import type { App } from '../../lib/http';

export async function sheetRoutes(_app: App) {}
