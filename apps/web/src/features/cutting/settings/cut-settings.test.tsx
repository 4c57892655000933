import type { CutSettingsAnswer } from '@steelworks/contract/cut-plan';
import { CUT_RULE_TEXT, DEFAULT_CUT_RULES } from '@steelworks/contract/cut-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../../test/render';
import CutSettingsPage from './pages/cut-settings-page';

const DEFAULTS: CutSettingsAnswer = { kerf_mm: 3, min_offcut_mm: 300, size_unit: 'cm', rules: [...DEFAULT_CUT_RULES], updated_at: null };

function openAs(role: string, handler: Parameters<typeof mockApi>[0] = () => undefined) {
  signInAs(role);
  mockApi((request) => (request.method === 'GET' && request.path === '/cutting/settings' ? jsonResponse(DEFAULTS) : handler(request)));
  renderRoutes([{ path: '/cutting/settings', element: <CutSettingsPage /> }], '/cutting/settings');
}

const doorRule = () => screen.findByLabelText('Rule for Door Frame');

describe('Cut Settings', () => {
  it("checks a formula as it is typed with the parser's message and marks the character, then saves", async () => {
    const puts: unknown[] = [];
    openAs('productionmanager', ({ method, path, body }) => {
      if (method === 'PUT' && path === '/cutting/settings') {
        puts.push(body);
        return jsonResponse({ ...DEFAULTS, kerf_mm: 4, updated_at: '2026-11-26T10:00:00Z' });
      }
      return undefined;
    });
    const jamb = await screen.findByRole('textbox', { name: 'Door Frame piece 1 length' });
    expect(jamb).toHaveValue('H + a');
    // The example shows what the rule gives for a door the shop knows (90 x 210 cm, a = 50 mm).
    expect(screen.getByTestId('example-is_door')).toHaveTextContent('For 90 x 210 cm: Jamb 2 x 2150 mm, Head 1 x 1000 mm');

    const user = userEvent.setup();
    await user.clear(jamb);
    await user.type(jamb, 'H + b');
    expect(await screen.findByText(CUT_RULE_TEXT.unknownName('b', 4))).toBeInTheDocument();
    expect(CUT_RULE_TEXT.unknownName('b', 4)).toContain('at character 5');
    expect(jamb).toHaveAttribute('aria-invalid', 'true');
    const mark = screen.getByTestId('formula-mark');
    expect(mark).toHaveTextContent('H + b');
    expect(within(mark).getByText('b')).toBeInTheDocument();
    expect(screen.getByTestId('example-is_door')).toHaveTextContent('');

    await user.clear(jamb);
    await user.type(jamb, 'H + 2 x a');
    expect(await screen.findByText(CUT_RULE_TEXT.multiply('x', 6))).toBeInTheDocument();

    // Nothing is sent while a formula is wrong.
    await user.click(screen.getByRole('button', { name: 'Save cut settings' }));
    expect(puts).toHaveLength(0);

    await user.clear(jamb);
    await user.type(jamb, 'H + 2a');
    await waitFor(() => expect(screen.queryByTestId('formula-mark')).not.toBeInTheDocument());
    expect(screen.getByTestId('example-is_door')).toHaveTextContent('Jamb 2 x 2200 mm');
    const kerf = screen.getByRole('textbox', { name: /Saw kerf/ });
    await user.clear(kerf);
    await user.type(kerf, '4');
    await user.click(screen.getByRole('button', { name: 'Save cut settings' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const sent = puts[0] as { kerf_mm: string; rules: Array<Record<string, unknown>> };
    expect(sent.kerf_mm).toBe('4');
    expect(sent.rules[0]).toEqual({
      product_type: 'is_door',
      allowance_mm: 50,
      pieces: [
        { name: 'Jamb', count: 2, length: 'H + 2a' },
        { name: 'Head', count: 1, length: 'W + 2a' },
      ],
    });
    expect(await screen.findByText('Cut settings saved')).toBeInTheDocument();
  }, 60_000);

  it('says as it is typed that a formula can never give a usable length, with the allowance of its rule, and sends nothing', async () => {
    const puts: unknown[] = [];
    openAs('admin', ({ method, body }) => (method === 'PUT' ? (puts.push(body), jsonResponse(DEFAULTS)) : undefined));
    const user = userEvent.setup();
    const head = await screen.findByRole('textbox', { name: 'Door Frame piece 2 length' });
    const never = (detail: string) => CUT_RULE_TEXT.neverValid(detail);
    for (const [formula, detail] of [
      ['W/0', CUT_RULE_TEXT.divisionByZero(1)],
      ['-W', CUT_RULE_TEXT.notPositive(-900)],
      ['W-100000', CUT_RULE_TEXT.notPositive(-99_100)],
    ] as const) {
      await user.clear(head);
      // Pasted: one input event (the check runs at every change, as for a typed character).
      head.focus();
      await user.paste(formula);
      expect(await screen.findByText(never(detail), undefined, { timeout: 10_000 }), formula).toBeInTheDocument();
      expect(head).toHaveAttribute('aria-invalid', 'true');
    }
    await user.click(screen.getByRole('button', { name: 'Save cut settings' }));
    expect(puts).toHaveLength(0);

    // "a - 60" gives nothing with the door's a = 50 mm, and a usable length once a is 100 mm.
    await user.clear(head);
    head.focus();
    await user.paste('a - 60');
    expect(await screen.findByText(never(CUT_RULE_TEXT.notPositive(-10)), undefined, { timeout: 10_000 })).toBeInTheDocument();
    const allowance = within(await doorRule()).getByRole('textbox', { name: /Allowance/ });
    await user.clear(allowance);
    allowance.focus();
    await user.paste('100');
    await waitFor(() => expect(screen.queryByText(never(CUT_RULE_TEXT.notPositive(-10)))).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(head).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save cut settings' }));
    await waitFor(() => expect(puts).toHaveLength(1), { timeout: 10_000 });
  }, 60_000);

  it('adds and removes pieces, and a rule may not lose its last piece', async () => {
    openAs('admin');
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Door Frame piece 1 length' });
    await user.click(within(await doorRule()).getByRole('button', { name: 'Add piece' }));
    const third = screen.getByRole('textbox', { name: 'Door Frame piece 3 length' });
    await user.click(screen.getByRole('button', { name: 'Save cut settings' }));
    expect(await screen.findAllByText(CUT_RULE_TEXT.empty)).not.toHaveLength(0);
    expect(third).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Remove Door Frame piece 3' }));
    await user.click(screen.getByRole('button', { name: 'Remove Door Frame piece 2' }));
    expect(screen.getByRole('button', { name: 'Remove Door Frame piece 1' })).toBeDisabled();
  }, 60_000);

  it("puts the server's refusal under the formula it names", async () => {
    const message = CUT_RULE_TEXT.tooLongPiece(120000);
    openAs('admin', ({ method }) =>
      method === 'PUT' ? jsonResponse({ error_message: message, 'rules.0.pieces.1.length': [message] }, 400) : undefined,
    );
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Door Frame piece 1 length' });
    await user.click(screen.getByRole('button', { name: 'Save cut settings' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Door Frame piece 2 length' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('is read-only for the store manager: every field disabled, no save', async () => {
    openAs('storemanager');
    const jamb = await screen.findByRole('textbox', { name: 'Door Frame piece 1 length' });
    expect(screen.getByText(/Read only/)).toBeInTheDocument();
    expect(jamb).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Saw kerf/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save cut settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add piece' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});
