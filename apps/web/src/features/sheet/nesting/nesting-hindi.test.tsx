import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NestPlan } from '@steelworks/contract/sheet-nest';
import { appRoutes } from '../../../app/router';
import { applyLanguage } from '../../../lib/i18n/i18n';
import { setPhoneScreen } from '../../../test/match-media';
import { ADMIN_PROFILE, jsonResponse, mockApi, preloadShell, renderRoutes, signInAs, type FetchHandler } from '../../../test/render';

/** Issue 46: the nesting screens in Hindi for the cutter, and the forms of the planner and the store (390 px phone). */
beforeAll(preloadShell, 60_000);
afterEach(async () => {
  setPhoneScreen(false);
  await applyLanguage('en');
});

const plan: NestPlan = {
  id: 7,
  auto_id: 1007,
  status: 'Planned',
  work_orders: [{ id: 3, auto_id: 12, customer_name: 'Sharma Steel' }],
  sheets_used: 1,
  remnants_used: 0,
  created_at: '2026-11-20T05:00:00.000Z',
  created_by: 'Admin',
  confirmed_at: null,
  kerf_mm: 0,
  min_remnant_mm: 200,
  stages: 3,
  discarded_at: null,
  sheet_order: null,
  groups: [{ thick: '1.20', sheets_used: 1, remnants_used: 0, remnants_made: 1, yield_percent: 64, baseline_sheets: 1, area_lower_bound: 1, work: 10 }],
  sheets: [
    {
      id: 70,
      seq: 1,
      thick: '1.20',
      source: 'sheet',
      sheet: 4,
      remnant: null,
      name: 'CR 1.20',
      width_mm: 1250,
      length_mm: 2500,
      parts: [{ x: 0, y: 0, w: 950, h: 2125, label: 'WO 12 #1 · unit 1 · Door skin 1/2', rotated: false }],
      cuts: [{ seq: 1, stage: 1, trim: false, dir: 'v', at: 950, from: 0, to: 2500 }],
      remnants: [{ x: 950, y: 0, w: 300, h: 2500 }],
      yield_percent: 64,
      ticked_at: null,
      ticked_by: null,
    },
  ],
  problems: [],
  sheets_ticked: 0,
};

const WORKER = { ...ADMIN_PROFILE, id: 9, username: 'worker', full_name: 'Manoj Kumar', role: 'worker', language: 'hi' } as const;
function hindiWorker(handler: FetchHandler) {
  signInAs('worker');
  setPhoneScreen(true);
  return mockApi((request) => (request.path === '/account/profile' ? jsonResponse(WORKER) : handler(request)));
}

describe('the nest plan in Hindi', () => {
  it('shows a Hindi cutter the plan, its sheet, drawing and cut order in Hindi', async () => {
    hindiWorker(({ path }) => (path === '/sheet/nest-plans/7' ? jsonResponse(plan) : undefined));
    renderRoutes(appRoutes, '/sheets/nesting/7');
    expect(await screen.findByRole('heading', { name: 'नेस्ट प्लान #1007' }, { timeout: 15_000 })).toBeInTheDocument();
    const sheet = screen.getByLabelText('शीट 1');
    expect(sheet).toHaveTextContent('शीट 1 · 1.20 मिमी · 1250 x 2500 · पूरी शीट');
    expect(sheet).toHaveTextContent('1 पार्ट · यील्ड 64% · 300 x 2500 बचा रहेगा');
    expect(within(sheet).getByLabelText('शीट 1 के कटों का क्रम')).toHaveTextContent('1. चरण 1, 950 मिमी पर लंबा कट');
    expect(within(sheet).getByRole('img', { name: 'शीट 1 का नक्शा' })).toBeInTheDocument();
    expect(within(sheet).getByRole('checkbox', { name: 'शीट 1 कट गई' })).toBeInTheDocument();
    expect(screen.getByText('कटी शीट').nextSibling).toHaveTextContent('1 में से 0');
    expect(screen.queryByText(/Whole sheet|Sheets cut|Tick when cut/)).toBeNull();
    // The worker neither confirms nor discards.
    expect(screen.queryByRole('button', { name: 'कटा हुआ पक्का करें' })).toBeNull();
  }, 60_000);
});
