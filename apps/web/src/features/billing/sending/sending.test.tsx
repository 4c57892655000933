import { DEFAULT_SEND_SETTINGS, DOCUMENT_TEXT, type DocumentSend } from '@steelworks/contract/documents';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router';
import { jsonResponse, mockAdminApi, preloadShell, renderRoutes, signInAs } from '../../../test/render';
import { intraInvoice } from '../invoices/invoice-fixtures';
import { SETTINGS } from '../billing-settings.fixture';

beforeAll(preloadShell, 60_000);

const OPTIONS = {
  number: 'INV/2026-27/0007',
  dealer: 'Rival Steel Traders',
  email: 'rival@example.com',
  phone: '9800000006',
  text: 'Dear Rival Steel Traders, please find our invoice INV/2026-27/0007.',
  pdf_available: true,
  channels: { email: true, whatsapp: true, sms: false },
};
const SENT: DocumentSend = {
  id: 1,
  kind: 'invoice',
  document_id: 11,
  number: 'INV/2026-27/0007',
  channel: 'email',
  to: 'rival@example.com',
  text: 'Hello',
  status: 'failed',
  error: 'Mailbox unavailable',
  sent_by: 'Admin',
  created_at: '2026-11-29T04:00:00Z',
  sent_at: null,
};

describe('sending an invoice', () => {
  it('admin sends by email with the admin’s text, an emptied text is refused, and the log shows each send with its error', async () => {
    signInAs('admin');
    const sends: DocumentSend[] = [];
    const fetch = mockAdminApi(({ method, path, body }) => {
      if (path === '/billing/invoices/11') return jsonResponse(intraInvoice());
      if (path === '/documents/invoice/11/sends') return jsonResponse({ results: sends });
      if (path === '/documents/invoice/11/send-options') return jsonResponse(OPTIONS);
      if (method === 'POST' && path === '/documents/invoice/11/send') {
        sends.unshift({ ...SENT, id: 2, status: 'queued', error: null, text: (body as { text: string }).text });
        return jsonResponse(sends[0], 201);
      }
      return undefined;
    });
    sends.push(SENT);
    renderRoutes(appRoutes, '/billing/invoices/11');
    const log = await screen.findByRole('group', { name: 'Sent' });
    await within(log).findByText('Mailbox unavailable');
    expect(within(log).getByText('failed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send INV/2026-27/0007' });
    const message = within(dialog).getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(message).toHaveValue(OPTIONS.text));
    expect(within(dialog).getByText(/rival@example.com/)).toBeInTheDocument();
    await userEvent.clear(message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(DOCUMENT_TEXT.textRequired)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(false);

    await userEvent.type(message, 'Your invoice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST')!;
    expect(JSON.parse(String((post[1] as RequestInit).body))).toEqual({ channel: 'email', text: 'Your invoice' });
    expect(new Headers((post[1] as RequestInit).headers).get('Idempotency-Key')).toBeTruthy();
    expect(await within(log).findByText('queued')).toBeInTheDocument();
  });

  it('a dealer downloads the PDF of its invoice but has no Send', async () => {
    signInAs('dealer');
    mockAdminApi(({ path }) => {
      if (path === '/billing/invoices/11') return jsonResponse(intraInvoice());
      if (path === '/documents/invoice/11/sends') return jsonResponse({ results: [] });
      return undefined;
    });
    renderRoutes(appRoutes, '/billing/invoices/11');
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(await screen.findByText('Not sent yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});

describe('the texts of documents sent', () => {
  it('lists the placeholders, refuses one a kind does not know before saving, and saves the texts with the WhatsApp template', async () => {
    signInAs('admin');
    const saved: unknown[] = [];
    const texts = { ...DEFAULT_SEND_SETTINGS };
    mockAdminApi(({ method, path, body }) => {
      if (path === '/billing/settings') return jsonResponse(SETTINGS);
      if (path === '/documents/texts' && method === 'GET') return jsonResponse(texts);
      if (path === '/documents/texts' && method === 'PUT') {
        saved.push(body);
        return jsonResponse(body);
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/billing/settings');
    const reminder = await screen.findByRole('textbox', { name: 'Reminder after the due date' }, { timeout: 30_000 });
    expect(screen.getByRole('list', { name: 'Placeholders' })).toHaveTextContent('{due_date} the due date');
    const receipt = screen.getByRole('textbox', { name: 'Receipt' });
    expect(receipt).toHaveAccessibleDescription('Can use {dealer} {number} {amount} {link} {company}');
    await userEvent.clear(receipt);
    await userEvent.type(receipt, 'Paid, due {{due_date}');
    await userEvent.click(screen.getByRole('button', { name: 'Save Texts' }));
    expect(await screen.findByText('{due_date} is not known here: use {dealer}, {number}, {amount}, {link}, {company}')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await userEvent.clear(receipt);
    await userEvent.type(receipt, 'Thank you for {{amount}');
    await userEvent.clear(reminder);
    await userEvent.type(reminder, 'Overdue since {{due_date}: {{link}');
    await userEvent.type(screen.getByRole('textbox', { name: 'WhatsApp template for documents' }), 'invoice_document');
    await userEvent.click(screen.getByRole('button', { name: 'Save Texts' }));
    expect(await screen.findByText('Texts saved')).toBeInTheDocument();
    expect(saved).toEqual([
      { ...DEFAULT_SEND_SETTINGS, receipt: 'Thank you for {amount}', reminder_after: 'Overdue since {due_date}: {link}', whatsapp_document_template: 'invoice_document' },
    ]);
  }, 60_000);
});
