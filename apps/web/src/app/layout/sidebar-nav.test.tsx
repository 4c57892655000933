import { MENU, menuFor } from '@steelworks/contract/menu';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { activeMenuPath, SidebarNav } from './sidebar-nav';

function renderMenu(role: string) {
  renderRoutes([{ path: '/dashboard', element: <SidebarNav role={role} /> }], '/dashboard');
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  // Collapsible groups are buttons; a group of one same-named item ("Mail Outbox") is a plain link.
  const groups = within(nav)
    .queryAllByRole('button')
    .map((button) => button.textContent);
  // Collapsed groups keep their links in the DOM (hidden), so `hidden: true` reads the whole menu.
  const links = within(nav)
    .queryAllByRole('link', { hidden: true })
    .map((link) => [link.textContent, link.getAttribute('href')]);
  return { groups, links, labels: links.map(([label]) => label) };
}

describe('menu per role', () => {
  it('admin sees every group and every item, with the Dashboard link first', () => {
    const { groups, links, labels } = renderMenu('admin');
    expect(links[0]).toEqual(['Dashboard', '/dashboard']);
    for (const group of MENU) {
      const mine = group.items.filter((item) => (item.roles as readonly string[]).includes('admin'));
      if (mine.length > 1) expect(groups).toContain(group.label);
      for (const item of mine) expect(links).toContainEqual([item.label, item.path]);
    }
    expect(labels).toContain('Production Managers');
    expect(labels).toContain('Mail Outbox');
  });

  it.each([
    {
      name: 'sheet_user sees only Sheets, without Create Sheet; its orders entry says they are its own',
      role: 'sheet_user',
      groups: ['Sheets'],
      links: [
        ['Dashboard', '/dashboard'],
        ['All Sheets', '/sheet'],
        ['Remnants', '/sheets/remnants'],
        ['My Sheet Orders', '/sheets/sheetorders'],
        ['Total Weight', '/sheets/sheetorders/total-weight'],
      ],
    },
    {
      name: 'the quality checker has Product: All Products and Tested Products (docs/product/roles-and-permissions.md#per-role-rules)',
      role: 'qualitychecker',
      groups: ['Product'],
      links: [
        ['Dashboard', '/dashboard'],
        ['All Products', '/products'],
        ['Tested Products', '/product/finished'],
      ],
    },
  ])('$name', ({ role, groups, links }) => {
    expect(renderMenu(role)).toMatchObject({ groups, links });
  });

  it('a productionmanager sees everything but Production Managers, the outbox and the audit log', () => {
    const { labels } = renderMenu('productionmanager');
    expect(labels).toContain('Create Dealer');
    expect(labels).toContain('Workers');
    expect(labels).not.toContain('Production Managers');
    expect(labels).not.toContain('Mail Outbox');
    expect(labels).not.toContain('Audit Log');
  });

  it('the admin has the Audit Log beside the Mail Outbox', () => {
    const { links } = renderMenu('admin');
    expect(links).toContainEqual(['Audit Log', '/audit-log']);
    expect(links).toContainEqual(['Mail Outbox', '/outbox']);
  });

  it('a supervisor has Product and Work Schedules without Create Product', () => {
    const { groups, labels } = renderMenu('supervisor');
    expect(groups).toEqual(['Product']);
    expect(labels).toEqual(['Dashboard', 'Work Schedules', 'All Products', 'Tested Products']);
  });

  it('a dealer has Product, Orders, Work orders and its Accounts with Create Order but no other create', () => {
    const { groups, labels } = renderMenu('dealer');
    expect(groups).toEqual(['Product', 'Orders', 'Work orders', 'Accounts']);
    expect(labels).toContain('Create Order');
    expect(labels).toEqual(expect.arrayContaining(['My Account', 'Invoices', 'Payments']));
    expect(labels).not.toContain('Receivables');
    expect(labels).not.toContain('Company & Tax');
    expect(labels).not.toContain('Create Product');
    expect(labels).not.toContain('Create Work Order');
  });

  it('a worker has the work orders, its works, Scan, production items, the cut lists, its wage slips and the nest plans', () => {
    const { labels } = renderMenu('worker');
    expect(labels).toEqual(['Dashboard', 'All Work Orders', 'My works', 'Scan', 'Production Items', 'Production item works', 'Cut Lists', 'My wage slips', 'Nest Plans']);
  });
});

describe('activeMenuPath', () => {
  it('lights only the longest matching menu entry', () => {
    const groups = menuFor('storemanager');
    expect(activeMenuPath('/stores/supply', groups)).toBe('/stores/supply');
    expect(activeMenuPath('/stores', groups)).toBe('/stores');
    expect(activeMenuPath('/store/update/4', groups)).toBe('/store');
    expect(activeMenuPath('/nowhere', groups)).toBeUndefined();
  });
});
