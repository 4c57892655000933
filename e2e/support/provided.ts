/** What the global setup hands to the test files through `project.provide` / `inject`. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The running server, e.g. `http://127.0.0.1:41234` (web app and `/api/v1`). */
    baseUrl: string;
    /** The fake WhatsApp provider's inbox (`GET` lists what it received), see support/fake-whatsapp.ts. */
    whatsappInbox: string;
  }
}

export {};
