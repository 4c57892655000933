/**
 * Waiting assertions for playwright-core (which has no auto-waiting `expect`). Each waits up to `timeout` ms and then
 * throws an error that says what the user did not see.
 */
import type { Locator, Page } from 'playwright-core';
import { STEP_TIMEOUT_MS } from './browser';

type Wait = { timeout?: number };

/** Retries `check` until it stops throwing (or returns without error), then returns its result. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = STEP_TIMEOUT_MS, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

export async function expectVisible(locator: Locator, { timeout = STEP_TIMEOUT_MS }: Wait = {}): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`Expected to see ${describe(locator)} within ${timeout} ms`);
  }
}

export async function expectHidden(locator: Locator, { timeout = STEP_TIMEOUT_MS }: Wait = {}): Promise<void> {
  await eventually(async () => {
    const visible = await locator.evaluateAll((elements) =>
      elements.filter((el) => {
        const box = (el as HTMLElement).getBoundingClientRect();
        const style = getComputedStyle(el);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
      }).length,
    );
    if (visible > 0) throw new Error(`Expected not to see ${describe(locator)}, but ${visible} visible`);
  }, timeout);
}

export async function expectCount(locator: Locator, count: number, { timeout = STEP_TIMEOUT_MS }: Wait = {}): Promise<void> {
  await eventually(async () => {
    const n = await locator.count();
    if (n !== count) throw new Error(`Expected ${count} of ${describe(locator)}, found ${n}`);
  }, timeout);
}

/** The page's path (plus query) equals `expected`, or matches it when a RegExp. */
export async function expectUrl(page: Page, expected: string | RegExp, { timeout = STEP_TIMEOUT_MS }: Wait = {}): Promise<void> {
  const matches = () => {
    const url = new URL(page.url());
    const where = url.pathname + url.search;
    return typeof expected === 'string' ? url.pathname === expected || where === expected : expected.test(where);
  };
  await eventually(() => {
    if (!matches()) throw new Error(`Expected the page to be at ${expected}, but it is at ${new URL(page.url()).pathname}`);
  }, timeout);
}

/**
 * A toast (Mantine notification, role="alert") whose title or message contains `text`. Toasts live 2.5 s, so call
 * this right after the action that shows it.
 */
export async function expectToast(page: Page, text: string, options: Wait = {}): Promise<void> {
  await expectVisible(page.getByRole('alert').filter({ hasText: text }), options);
}

/** An inline alert with `text`; with `color`, the colour the user sees (from the alert's computed colours). */
export async function expectAlert(page: Page, text: string, color?: 'red' | 'green', options: Wait = {}): Promise<Locator> {
  const alert = page.getByRole('alert').filter({ hasText: text }).first();
  await expectVisible(alert, options);
  if (color) {
    const seen = await alert.evaluate(colorOf);
    if (seen !== color) throw new Error(`Expected a ${color} alert with "${text}", but it looks ${seen}`);
  }
  return alert;
}

/** Classifies an element's colour by the hue of its background (or border, or text when those are transparent). */
function colorOf(el: Element): string {
  const style = getComputedStyle(el);
  const candidates = [style.backgroundColor, style.borderLeftColor, style.color];
  for (const value of candidates) {
    const m = value.match(/rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[, /]+([\d.]+))?/);
    if (!m) continue;
    const [r, g, b] = [Number(m[1]) / 255, Number(m[2]) / 255, Number(m[3]) / 255];
    const alpha = m[4] === undefined ? 1 : Number(m[4]);
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    if (alpha === 0 || max - min < 0.03) continue;
    let hue = 0;
    if (max === r) hue = (60 * ((g - b) / (max - min)) + 360) % 360;
    else if (max === g) hue = 60 * ((b - r) / (max - min)) + 120;
    else hue = 60 * ((r - g) / (max - min)) + 240;
    if (hue < 20 || hue >= 330) return 'red';
    if (hue >= 80 && hue < 170) return 'green';
    if (hue >= 20 && hue < 80) return 'yellow';
    return 'blue';
  }
  return 'grey';
}

function describe(locator: Locator): string {
  return String(locator).replace(/^Locator@/, '');
}
