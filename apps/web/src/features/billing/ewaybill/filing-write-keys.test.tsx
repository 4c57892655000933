import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse, signInAs } from '../../../test/render';
import { useCancelEinvoice, useRegisterEinvoice, useUploadSignedAnswers } from '../einvoice/api/einvoice-actions';
import { useChangeEwb } from './api/change-ewb';
import { useGenerateEwb } from './api/generate-ewb';
import { useUploadEwbAnswer } from './api/upload-ewb-answer';

/** fetch answering 503 (the portal down) first, then 200, noting the Idempotency-Key of each call. */
function portalDownOnce() {
  const keys: Array<string | undefined> = [];
  const answers = [jsonResponse({ error_message: 'The portal did not answer', code: 'unavailable' }, 503, 'Service Unavailable')];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      return answers.shift() ?? jsonResponse({ id: 1, source: 'invoice' }, 200);
    }),
  );
  return keys;
}

function renderWithClient<T>(hook: () => T) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(hook, { wrapper });
}

const ROAD = { mode: 'road', distance_km: 18, transporter_name: 'Periyar Roadways', vehicles: [{ vehicle_number: 'KL07CD4521' }, { vehicle_number: 'KL41B7788' }] };

/** Each e-invoice and e-way bill write, with the values its form sends. */
const WRITES: Array<[string, () => { mutateAsync: (values: never) => Promise<unknown> }, unknown]> = [
  ['register an e-invoice', () => useRegisterEinvoice(), { source: 'invoice', id: 11 }],
  ['cancel an e-invoice', () => useCancelEinvoice(), { ref: { source: 'invoice', id: 11 }, reason: '2', remark: 'Wrong rate keyed' }],
  ['upload the signed answers', () => useUploadSignedAnswers(), [{ Irn: 'a'.repeat(64) }]],
  ['generate an e-way bill over two vehicles', () => useGenerateEwb(11), ROAD],
  ['upload the portal’s answer', () => useUploadEwbAnswer(11), { ewb_number: '341012345678', generated_at: '29/11/2026 11:00:00 AM' }],
  ['change the vehicle', () => useChangeEwb(5), { kind: 'vehicle', body: { vehicle_number: 'KL07CD9999', reason: 'breakdown', from_place: 'Kochi' } }],
  ['cancel an e-way bill', () => useChangeEwb(5), { kind: 'cancel', body: { reason: 'order_cancelled', remark: 'Order dropped' } }],
];

describe('Idempotency-Key of the e-invoice and e-way bill writes', () => {
  it.each(WRITES)('%s: a resend after the portal was down carries the same key', async (_name, hook, values) => {
    signInAs('admin');
    const keys = portalDownOnce();
    const { result } = renderWithClient(hook);
    await act(() => result.current.mutateAsync(values as never).catch(() => undefined));
    await act(() => result.current.mutateAsync(values as never));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
