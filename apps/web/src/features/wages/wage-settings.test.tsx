import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addDaysTo, todayIn } from '@steelworks/contract/common/dates';
import { WAGES_TEXT, type WageSetting } from '@steelworks/contract/wages';
import { BUSINESS_TIME_ZONE, formatDate } from '../../lib/format';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../test/render';
import { setPhoneScreen } from '../../test/match-media';
import WageSettingsPage from './pages/settings-page';

afterEach(() => setPhoneScreen(false));

const today = todayIn(BUSINESS_TIME_ZONE);
const monthStart = `${today.slice(0, 8)}01`;
const nextMonth = `${addDaysTo(monthStart, 32).slice(0, 8)}01`;
const current: WageSetting = {
  id: 3,
  effective_from: monthStart,
  defective_share_percent: 50,
  wage_period: 'month',
  min_daily_unskilled: '450.00',
  min_daily_semi_skilled: '500.00',
  min_daily_skilled: '550.00',
  min_daily_highly_skilled: '600.00',
  daily_hours_limit: 8,
  weekly_hours_limit: 48,
  pf_covered: true,
  pf_percent: 12,
  pf_ceiling: '15000.00',
  esi_covered: false,
  esi_percent: 0.75,
  esi_limit: '21000.00',
};
const upcoming: WageSetting = { ...current, id: 4, effective_from: nextMonth, min_daily_unskilled: '470.00' };

function open(onPost: (body: unknown) => Response) {
  signInAs('productionmanager');
  const posts: unknown[] = [];
  mockApi(({ method, path, body }) => {
    if (path !== '/wages/settings') return undefined;
    if (method === 'GET') return jsonResponse([upcoming, current]);
    posts.push(body);
    return onPost(body);
  });
  renderRoutes([{ path: '/wages/settings', element: <WageSettingsPage /> }], '/wages/settings');
  return posts;
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('wage settings (issue 47: the dated law settings)', () => {
  it('starts from the setting in force today and checks the fields before sending anything', async () => {
    setPhoneScreen(true);
    const posts = open(() => jsonResponse(current, 201, 'Created'));
    const form = await screen.findByRole('form', { name: 'Wage settings' });
    expect(within(form).getByRole('textbox', { name: /Applies from/ })).toHaveValue(formatDate(today));
    expect(field(/Skilled/)).toHaveValue('550.00');
    expect(field(/Daily hours limit/)).toHaveValue('8');
    expect(within(form).getByRole('switch', { name: 'The establishment is covered by PF' })).toBeChecked();
    expect(within(form).getByRole('switch', { name: 'The establishment is covered by ESI' })).not.toBeChecked();

    // A weekly limit below the daily one; then a percent left empty and a negative minimum.
    fireEvent.change(field(/Weekly hours limit/), { target: { value: '6' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText(WAGES_TEXT.weekBelowDay)).toBeInTheDocument();
    fireEvent.change(field(/Weekly hours limit/), { target: { value: '48' } });
    fireEvent.change(field(/Worker's PF/), { target: { value: '' } });
    fireEvent.change(field(/^Unskilled/), { target: { value: '-5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Enter a percent from 0 to 100')).toBeInTheDocument();
    expect(within(form).queryByText(WAGES_TEXT.weekBelowDay)).not.toBeInTheDocument();
    expect(within(form).getByText('The amount cannot be negative.')).toBeInTheDocument();
    expect(posts).toEqual([]);
  }, 60_000);

  it("shows the server's refusal under its field, then saves what the form holds", async () => {
    let refuse = true;
    const posts = open(() =>
      refuse
        ? jsonResponse({ error_message: 'Minimum daily wage: at most 2 decimals', min_daily_skilled: ['Minimum daily wage: at most 2 decimals'] }, 400)
        : jsonResponse({ ...current, id: 5, effective_from: today, daily_hours_limit: 9, esi_covered: true }, 201, 'Created'),
    );
    const form = await screen.findByRole('form', { name: 'Wage settings' });
    fireEvent.change(field(/Daily hours limit/), { target: { value: '9' } });
    fireEvent.click(within(form).getByRole('switch', { name: 'The establishment is covered by ESI' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Minimum daily wage: at most 2 decimals')).toBeInTheDocument();
    expect(field(/Skilled/)).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toEqual({
      effective_from: today,
      defective_share_percent: '50',
      wage_period: 'month',
      min_daily_unskilled: '450.00',
      min_daily_semi_skilled: '500.00',
      min_daily_skilled: '550.00',
      min_daily_highly_skilled: '600.00',
      daily_hours_limit: '9',
      weekly_hours_limit: '48',
      pf_covered: true,
      pf_percent: '12',
      pf_ceiling: '15000.00',
      esi_covered: true,
      esi_percent: '0.75',
      esi_limit: '21000.00',
    });
    expect(await screen.findByText('Wage settings saved')).toBeInTheDocument();
  }, 60_000);

  it('shows every row with the days it ran; Change loads a row of this month or later with its own day', async () => {
    open(() => jsonResponse(upcoming, 201, 'Created'));
    const upcomingCard = await screen.findByLabelText(`Settings from ${formatDate(nextMonth)}`);
    expect(within(upcomingCard).getByText('Upcoming')).toBeInTheDocument();
    const currentCard = screen.getByLabelText(`Settings from ${formatDate(monthStart)}`);
    expect(within(currentCard).getByText('Current')).toBeInTheDocument();
    expect(within(currentCard).getByText(`${formatDate(monthStart)} – ${formatDate(addDaysTo(nextMonth, -1))}`)).toBeInTheDocument();
    expect(within(currentCard).getByText(/PF: 12% up to/)).toBeInTheDocument();
    expect(within(currentCard).getByText(/ESI: Not covered/)).toBeInTheDocument();

    await userEvent.click(within(upcomingCard).getByRole('button', { name: `Change the settings from ${formatDate(nextMonth)}` }));
    const form = screen.getByRole('form', { name: 'Wage settings' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Applies from/ })).toHaveValue(formatDate(nextMonth)));
    expect(field(/^Unskilled/)).toHaveValue('470.00');
  });
});
