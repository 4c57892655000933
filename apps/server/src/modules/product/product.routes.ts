import type { App } from '../../lib/http';

export async function productRoutes(_app: App) {}
