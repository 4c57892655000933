import i18next, { type i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@steelworks/contract/account';
import { setTextTranslator } from './translate-text';

/**
 * English and Hindi for the worker's and the field staff's screens (issue 33 point 6, docs/decisions/035).
 *
 * The keys are the English texts themselves, so the spec's English stays exactly as written: English has no
 * dictionary at all (a key is its own text), and a text missing from the Hindi dictionary shows in English. The Hindi
 * dictionary is its own chunk, fetched only when a person uses Hindi; this module loads with the signed-in layout.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: {} } },
  // Natural keys hold dots and colons ("Search.. Sr No", "Worker: {{name}}"): neither splits a key here.
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders; escaping here would show "&amp;" in a name.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  initAsync: false,
  // i18next otherwise prints an advertisement in every browser console and test log.
  showSupportNotice: false,
});

setTextTranslator((text) => (text ? i18n.t(text) : text));

const DICTIONARIES: Record<Language, () => Promise<Record<string, string>>> = {
  en: async () => ({}),
  hi: () => import('./hi').then((module) => module.HI),
};

/** The device remembers the last language, so a Hindi user's screens open in Hindi before the profile answers. */
const LANGUAGE_KEY = 'language';

/** Switches every translated text to `language`, fetching its dictionary the first time. */
export async function applyLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await DICTIONARIES[language]());
  }
  localStorage.setItem(LANGUAGE_KEY, language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

const remembered = localStorage.getItem(LANGUAGE_KEY);
if (remembered === 'hi') void applyLanguage(remembered);

/** `t` of the screens: `t('My works')`, `t('Worker: {{name}}', { name })`; re-renders when the language changes. */
export function useTranslate() {
  return useTranslation('translation', { i18n }).t;
}
