// Types of paint-first.mjs (plain JavaScript: the build runs it with Node after `next build`).
export declare const safetyDelayMs: number;
export declare const loaderId: string;
export declare function loadAfterFirstPaint(srcs: string[], safetyMs: number): void;
export declare function deferredScripts(html: string): string[];
export declare function asyncStartupScripts(html: string): string[];
export declare function deferStartupScripts(html: string, options?: {safetyMs?: number}): string;
export declare function deferStartupScriptsIn(dir: string): {changed: number; already: number};
