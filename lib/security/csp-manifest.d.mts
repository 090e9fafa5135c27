// Types of csp-manifest.mjs.
import type {CspManifest} from './headers.mjs';
export declare const cspManifestPath: string;
export declare function readCspManifest(path?: string): CspManifest;
