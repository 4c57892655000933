import { describe, expect, it } from 'vitest';
import { menuFor } from './menu';
import { areaForPath, canAccess, WEB_ROUTES } from './permissions';

const labels = (role: string) => menuFor(role).map((group) => group.label);

describe('permission table', () => {
  it('gives each role the menus docs/product/roles-and-permissions.md#menus lists', () => {
    expect(labels('admin')).toEqual(['Dealers', 'Supervisors', 'Work Schedules', 'Staff', 'Product', 'Orders', 'Store', 'Buying', 'Sheets', 'Work orders', 'Production', 'Field App', 'Accounts', 'Mail Outbox', 'Audit Log', 'Notifications']);
    expect(menuFor('admin').flatMap((g) => g.items.map((i) => i.label))).toContain('Production Managers');
    expect(menuFor('productionmanager').flatMap((g) => g.items.map((i) => i.label))).not.toContain('Production Managers');
    expect(labels('supervisor')).toEqual(['Work Schedules', 'Product']);
    expect(labels('storemanager')).toEqual(['Product', 'Store', 'Buying', 'Sheets']);
    expect(labels('sheet_user')).toEqual(['Sheets']);
    expect(menuFor('sheet_user')[0]!.items.map((i) => i.label)).not.toContain('Create Sheet');
    expect(labels('dealer')).toEqual(['Product', 'Orders', 'Work orders', 'Accounts']);
    expect(menuFor('dealer').flatMap((g) => g.items.map((i) => i.label))).not.toContain('Create Product');
    // docs/product/roles-and-permissions.md#per-role-rules: the worker reads work orders and production items; My works and Scan are its phone screens.
    expect(labels('worker')).toEqual(['Work orders', 'Production']);
    expect(menuFor('worker')[1]!.items.map((i) => i.label)).toEqual(['My works', 'Scan', 'Production Items', 'Production item works', 'Cut Lists', 'My wage slips', 'Nest Plans']);
    // docs/product/roles-and-permissions.md#menus: the quality checker's empty menu was a defect of the original client.
    expect(labels('qualitychecker')).toEqual(['Product']);
    expect(menuFor('qualitychecker')[0]!.items.map((i) => [i.label, i.path])).toEqual([
      ['All Products', '/products'],
      ['Tested Products', '/product/finished'],
    ]);
    // A sheet user's list holds only its own orders, and its entry says so.
    expect(menuFor('sheet_user')[0]!.items.map((i) => i.label)).toEqual(['All Sheets', 'Remnants', 'My Sheet Orders', 'Total Weight']);
    expect(labels('no-such-role')).toEqual([]);
    // The field staff works from its dashboard (check-in, check-out, photos), so it has no menu.
    expect(labels('fieldstaff')).toEqual([]);
  });

  it('guards every menu link with a route its roles may open', () => {
    for (const role of ['admin', 'productionmanager', 'supervisor', 'storemanager', 'sheet_user', 'dealer', 'worker', 'qualitychecker', 'fieldstaff']) {
      for (const item of menuFor(role).flatMap((g) => g.items)) {
        const area = areaForPath(item.path);
        expect(area, item.path).toBeDefined();
        expect(canAccess(role, area!), `${role} ${item.path}`).toBe(true);
      }
    }
  });

  it('matches paths with ids and trailing slashes', () => {
    expect(areaForPath('/dealers/3')).toBe('dealerDetail');
    expect(areaForPath('/products/12/')).toBe('products');
    expect(areaForPath('/nowhere')).toBeUndefined();
    expect(WEB_ROUTES.length).toBeGreaterThan(50);
  });

  it('refuses production manager management to the production manager', () => {
    expect(canAccess('admin', 'productionManagers')).toBe(true);
    expect(canAccess('productionmanager', 'productionManagers')).toBe(false);
    expect(canAccess(undefined, 'dashboard')).toBe(false);
  });
});
