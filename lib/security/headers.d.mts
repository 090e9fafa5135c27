// Types of headers.mjs (kept plain JavaScript so next.config.mjs and deploy tooling can read it).
type Env = Record<string, string | undefined>;
type Options = {env?: Env; dev?: boolean};
export type Header = {key: string; value: string};
export declare const chatUrlEnvNames: string[];
export declare const frameSources: string[];
export declare const imageSources: string[];
export declare function chatOrigin(env?: Env): string | null;
export type CspManifest = {files: Record<string, {hashes: string[]; origins: string[]}>};
export declare function cspHeaderName(env?: Env): string;
export declare function contentSecurityPolicy(options?: Options & {scriptHashes?: string[]; scriptOrigins?: string[]}): string;
export declare function pagePolicies(manifest: CspManifest, env?: Env): Map<string, string>;
export declare function securityHeaders(options?: Options): Header[];
export declare const pageCache: {sMaxAge: number; staleWhileRevalidate: number};
export declare const cacheControl: {page: string; immutable: string; file: string; notFound: string};
export declare const filePathPatterns: string[];
export declare function isPublicFilePath(pathname: string): boolean;
export declare function nextHeaders(options?: Options): {source: string; headers: Header[]}[];
