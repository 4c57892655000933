import type { ComponentType } from 'react';

/**
 * A route's screen, loaded when the route is first opened: the one way every route names its page. The module's
 * default export is the page, or the export `name` when one module holds several (the staff lists of each role).
 */
export function lazyPage<M extends object>(load: () => Promise<M>, name = 'default' as keyof M & string) {
  return () => load().then((module) => ({ Component: module[name] as ComponentType }));
}
