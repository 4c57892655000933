/** What the global setup hands to the test files through `project.provide` / `inject`. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The running server, e.g. `http://127.0.0.1:41234` (web app and `/api/v1`). */
    baseUrl: string;
  }
}

export {};
