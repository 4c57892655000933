import i18next from 'i18next';
import { HI } from './hi';
import type { Translate } from './i18n';

/**
 * i18next over the Hindi dictionary, loaded with it only for people who use Hindi (i18n.ts). Keys are the English texts
 * (natural keys), so a text the dictionary lacks shows in English, its values filled in the same way.
 */
export async function createHindiTranslate(): Promise<Translate> {
  const engine = i18next.createInstance();
  await engine.init({
    lng: 'hi',
    fallbackLng: false,
    resources: { hi: { translation: HI } },
    // Natural keys hold dots and colons ("Search.. Sr No", "Worker: {{name}}"): neither splits a key here.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders; escaping here would show "&amp;" in a name.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    // i18next otherwise prints an advertisement in every browser console and test log.
    showSupportNotice: false,
  });
  return (text, values) => (engine.exists(text) ? engine.t(text, values) : engine.t(text, { ...values, defaultValue: text }));
}
