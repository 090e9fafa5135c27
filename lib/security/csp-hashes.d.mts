// Types of csp-hashes.mjs.
import type {CspManifest} from './headers.mjs';
export declare function scriptHash(source: string): string;
export declare function scriptsOf(html: string): {hashes: string[]; origins: string[]};
export declare function cspManifest(outDir: string): CspManifest;
export declare function writeCspManifest(outDir: string, path?: string): CspManifest;
