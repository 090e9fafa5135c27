// Types for the plain-JavaScript headers module (lib/security/headers.mjs) where TypeScript code
// (the e2e specs, the unit tests) imports it; tsconfig has no allowJs.
declare module '*/lib/security/headers.mjs' {
  type Env = Record<string, string | undefined>;
  export function securityHeaders(options?: {env?: Env; dev?: boolean}): {key: string; value: string}[];
  export const cacheControl: {page: string; immutable: string; file: string};
  export const filePathPatterns: string[];
}
