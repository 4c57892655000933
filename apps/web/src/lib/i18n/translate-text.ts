/**
 * The seam between texts shown outside React (toasts, server messages) and the i18n library. It is a few bytes and has
 * no dependencies, so the toast helper can use it without pulling i18next into the login screen's first download: the
 * translator is set by lib/i18n/i18n.ts, which loads with the signed-in layout. Until then texts stay as given.
 */
type Translator = (text: string) => string;

let translator: Translator | null = null;

export function setTextTranslator(next: Translator | null): void {
  translator = next;
}

/** An English text (a spec text, a server's error_message or detail) in the signed-in person's language. */
export function translateText(text: string): string {
  return translator ? translator(text) : text;
}
