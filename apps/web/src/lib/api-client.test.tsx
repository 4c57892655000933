import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, signInAs } from '../test/render';
import { api, ApiError, apiHooks } from './api-client';
import { browser } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('sends the token header and JSON, and leaves empty query values out', async () => {
    signInAs('admin');
    const fetch = mockApi(() => jsonResponse({ ok: true }));
    await api.post('/dealer/dealer/', { location: 'Kochi' });
    await api.get('/dealer/dealer/', { page: 2, search: '', x: undefined });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/dealer/dealer/');
    expect((init?.headers as Record<string, string>).Authorization).toBe('token test-token');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"location":"Kochi"}');
    expect(fetch.mock.calls[1]![0]).toBe('/api/v1/dealer/dealer/?page=2');
  });

  it('passes FormData through untouched', async () => {
    const fetch = mockApi(() => jsonResponse({}));
    const form = new FormData();
    form.set('name', 'Frame');
    await api.post('/product/product/', form);
    const init = fetch.mock.calls[0]![1];
    expect(init?.body).toBe(form);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('throws an ApiError with the code, message and field errors of a 400 (the code is no field)', async () => {
    mockApi(() => jsonResponse({ error_message: 'Username taken', username: ['Username taken'], code: 'validation_failed' }, 400));
    const error = await api.post('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, statusText: 'Bad Request', message: 'Username taken', code: 'validation_failed' });
    expect((error as ApiError).fieldErrors).toEqual({ username: ['Username taken'] });
  });

  it("takes the status's generic code when an answer carries none or an unknown one, and none when no answer came", async () => {
    mockApi(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    expect(await api.get('/x').catch((e: unknown) => e)).toMatchObject({ status: 502, code: 'server_error' });
    mockApi(() => jsonResponse({ error_message: 'x', code: 'made_up' }, 409, 'Conflict'));
    expect(await api.get('/x').catch((e: unknown) => e)).toMatchObject({ status: 409, code: 'conflict' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await api.get('/x').catch((e: unknown) => e)).toMatchObject({ status: 0, code: null });
  });

  it('on 401 clears the stored login and reloads, except for the login call', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    signInAs('admin');
    localStorage.setItem('layoutType', '"horizontal"');
    mockApi(() => jsonResponse({ detail: 'Invalid token.' }, 401, 'Unauthorized'));
    await expect(api.post('/account/login', {}, { ignoreUnauthorized: true })).rejects.toThrow('Invalid token.');
    expect(reload).not.toHaveBeenCalled();
    await expect(api.get('/account/profile')).rejects.toThrow('Invalid token.');
    expect(reload).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('layoutType')).toBe('"horizontal"');
  });

  it('on 413 says "file size is Too Large"', async () => {
    const onFileTooLarge = vi.spyOn(apiHooks, 'onFileTooLarge');
    mockApi(() => jsonResponse({ detail: 'file size is Too Large' }, 413, 'Payload Too Large'));
    await expect(api.post('/x', new FormData())).rejects.toBeInstanceOf(ApiError);
    expect(onFileTooLarge).toHaveBeenCalledWith('file size is Too Large');
  });

  it('signs out and toasts by the code, whatever the words', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const onFileTooLarge = vi.spyOn(apiHooks, 'onFileTooLarge');
    signInAs('admin');
    mockApi(() => jsonResponse({ detail: 'टोकन अमान्य है', code: 'unauthorized' }, 401, 'Unauthorized'));
    await expect(api.get('/account/profile')).rejects.toBeInstanceOf(ApiError);
    expect(reload).toHaveBeenCalledOnce();
    mockApi(() => jsonResponse({ detail: 'Die Datei ist zu groß', code: 'too_large' }, 413, 'Payload Too Large'));
    await expect(api.post('/x', new FormData())).rejects.toBeInstanceOf(ApiError);
    // The toast says the spec's words, not the answer's.
    expect(onFileTooLarge).toHaveBeenCalledWith('file size is Too Large');
  });
});
