import { useSyncExternalStore } from 'react';
import type { Language } from '@steelworks/contract/account';
import { setTextTranslator } from './translate-text';

/**
 * English and Hindi for the worker's and the field staff's screens (issue 33 point 6, docs/decisions/035).
 *
 * The keys are the English texts themselves, so the spec's English stays exactly as written and English needs neither
 * a dictionary nor the i18n library: only its `{{values}}` are filled in. i18next (hindi-engine.ts) and the Hindi
 * dictionary are one chunk, fetched only when a person uses Hindi, so an English phone's first load carries neither
 * (issue 33 point 7). A text missing from the Hindi dictionary shows in English.
 */
export type TranslateValues = Record<string, unknown>;
export type Translate = (text: string, values?: TranslateValues) => string;

let language: Language = 'en';
let hindi: Translate | undefined;
const listeners = new Set<() => void>();

/** English: the text itself with its `{{name}}` placeholders filled in (a value not given leaves its placeholder). */
function fillIn(text: string, values?: TranslateValues): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

/** A text in the current language: `translate('My works')`, `translate('Worker: {{name}}', { name })`. */
export function translate(text: string, values?: TranslateValues): string {
  return language === 'hi' && hindi ? hindi(text, values) : fillIn(text, values);
}

/** The language texts are shown in now (for what formats itself, as relative times do). */
export function currentLanguage(): Language {
  return language === 'hi' && hindi ? 'hi' : 'en';
}

/** For code outside components (the queue's labels, written at the tap). */
export const i18n = { t: translate };

setTextTranslator((text) => (text ? translate(text) : text));

/** The device remembers the last language, so a Hindi user's screens open in Hindi before the profile answers. */
const LANGUAGE_KEY = 'language';

/** Switches every translated text to `next`, fetching the Hindi engine and dictionary the first time. */
export async function applyLanguage(next: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, next);
  if (next === 'hi' && !hindi) hindi = await import('./hindi-engine').then((module) => module.createHindiTranslate());
  if (language === next) return;
  language = next;
  listeners.forEach((listener) => listener());
}

if (localStorage.getItem(LANGUAGE_KEY) === 'hi') void applyLanguage('hi');

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `t` of the screens; the component re-renders when the language changes. */
export function useTranslate(): Translate {
  useSyncExternalStore(subscribe, () => language, () => language);
  return translate;
}
