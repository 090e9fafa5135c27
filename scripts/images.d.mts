// Types of images.mjs (plain JavaScript: the build runs it with Node before `next build`).
export declare function buildImages(options?: {publicDir?: string; log?: (line: string) => void}): Promise<{
  written: number;
  skipped: number;
  removed: number;
  warnings: string[];
}>;
