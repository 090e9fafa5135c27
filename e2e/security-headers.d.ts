// Types for the plain-JavaScript headers module as the e2e specs use it (tsconfig has no allowJs).
declare module '*/lib/security/headers.mjs' {
  export function securityHeaders(options?: {env?: Record<string, string | undefined>; dev?: boolean}): {key: string; value: string}[];
  export const cacheControl: {page: string; immutable: string; file: string};
}
