import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyPaymentValues, useCreatePayment, type PaymentFormValues } from '../features/billing/payments/api/create-payment';
import { useProvideSupply } from '../features/order/api/provide-supply';
import { createTestQueryClient, jsonResponse, signInAs } from '../test/render';

/** fetch answering each call with the next of `answers` (a Response, or an Error thrown as a lost network), noting the key it carried. */
function serverAnswering(...answers: Array<Response | Error>) {
  const keys: Array<string | undefined> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      const answer = answers.shift() ?? jsonResponse({ id: 1 }, 201, 'Created');
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  );
  return keys;
}

function renderWithClient<T>(hook: () => T) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(hook, { wrapper });
}

const payment: PaymentFormValues = { ...emptyPaymentValues('2026-11-20'), dealer_id: '7', amount: '2500.00', mode: 'cash' };

describe('Idempotency-Key of a web write', () => {
  it('a double submit sends one key twice; a retry after a lost answer reuses it; the next payment gets a new one', async () => {
    signInAs('admin');
    const keys = serverAnswering(new TypeError('Failed to fetch'));
    const { result } = renderWithClient(() => useCreatePayment());

    // The first try never got an answer (the network), so whether it landed is unknown.
    await act(() => result.current.mutateAsync(payment).catch(() => undefined));
    // Tried again with a double click: both copies carry the key of the first try.
    await act(() => Promise.all([result.current.mutateAsync(payment), result.current.mutateAsync(payment)]));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);

    // It succeeded: the same form's next payment, even with the same values, is a new write.
    await act(() => result.current.mutateAsync(payment));
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('a server fault or a first copy still running keeps the key; a refusal is answered for good and the corrected form gets a new one', async () => {
    signInAs('admin');
    const keys = serverAnswering(
      jsonResponse({ detail: 'Internal Server Error' }, 500, 'Internal Server Error'),
      jsonResponse({ error_message: 'A request with this Idempotency-Key is still being processed. Try again shortly.', code: 'key_in_progress' }, 409, 'Conflict'),
      jsonResponse({ error_message: 'Enter a date that is not in the future', received_on: ['Enter a date that is not in the future'], code: 'validation_failed' }, 400),
    );
    const { result } = renderWithClient(() => useCreatePayment());
    for (let i = 0; i < 3; i++) await act(() => result.current.mutateAsync(payment).catch(() => undefined));
    expect(new Set(keys).size).toBe(1);
    await act(() => result.current.mutateAsync(payment));
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('decides by the code, not the words: two writes meeting keeps the key however it is worded; a conflict in the same words does not', async () => {
    signInAs('admin');
    const keys = serverAnswering(
      jsonResponse({ error_message: 'Zwei Änderungen trafen sich.', code: 'concurrent_change' }, 409, 'Conflict'),
      jsonResponse({ error_message: 'Another change was made at the same moment. Please try again.', code: 'conflict' }, 409, 'Conflict'),
    );
    const { result } = renderWithClient(() => useCreatePayment());
    for (let i = 0; i < 2; i++) await act(() => result.current.mutateAsync(payment).catch(() => undefined));
    expect(keys[1]).toBe(keys[0]);
    // The second answer was a plain conflict (final): the next try is a new write.
    await act(() => result.current.mutateAsync(payment));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('Provide on two rows at once: each row is a write of its own with its own key', async () => {
    signInAs('storemanager');
    const keys = serverAnswering();
    const { result } = renderWithClient(() => useProvideSupply());
    await act(() => Promise.all([result.current.mutateAsync(11), result.current.mutateAsync(12), result.current.mutateAsync(11)]));
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe(keys[0]);
  });
});
