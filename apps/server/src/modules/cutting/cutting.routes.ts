import type { App } from '../../lib/http';
import { cutNeedRoutes } from './cut-need.routes';
import { cutPlanRoutes } from './cut-plan.routes';
import { cutUnitRoutes } from './cut-units.routes';
import { sectionRoutes } from './section.routes';

/** Issue 32: sections in the store, cut settings and rules, cut plans and the cut list; issue 40: cut units. */
export async function cuttingRoutes(app: App) {
  await sectionRoutes(app);
  await cutPlanRoutes(app);
  await cutNeedRoutes(app);
  await cutUnitRoutes(app);
}
