// Types of large-string-end.mjs (plain JavaScript so that bench/serve.mjs can load it too).
import type {ServerResponse} from 'node:http';
export declare const LARGE_STRING: number;
export declare function installLargeStringEnd(proto?: typeof ServerResponse.prototype): void;
export declare function uninstallLargeStringEnd(proto?: typeof ServerResponse.prototype): void;
