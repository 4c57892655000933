import { areaForPath, canAccess } from '@steelworks/contract/permissions';
import { Navigate, Outlet, useLocation } from 'react-router';
import { getRole, getToken } from '../lib/session';
import ForbiddenPage from './pages/forbidden-page';

/** No stored token: go to /login (docs/product/screens-and-texts.md#routes). */
export function RequireAuth() {
  const location = useLocation();
  if (!getToken()) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/**
 * Whether the stored role may open a path, from the contract's permission table. A path missing from WEB_ROUTES is
 * refused (fail closed: add it to the table). Dashboard and profile are open to any signed-in account, also one with
 * an unknown role (docs/product/screens-and-texts.md#routes, "unknown or no role: dashboard and profile only").
 */
export function mayOpen(role: string | null, pathname: string): boolean {
  const area = areaForPath(pathname);
  if (!area) return false;
  if (area === 'dashboard' || area === 'profile') return true;
  return canAccess(role, area);
}

/** A signed-in user opening a route its role may not use sees the 403 page (the URL stays). */
export function RequireArea() {
  const { pathname } = useLocation();
  if (!mayOpen(getRole(), pathname)) return <ForbiddenPage />;
  return <Outlet />;
}
