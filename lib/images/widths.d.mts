// Types of widths.mjs (plain JavaScript: scripts/images.mjs and next.config.mjs import it with Node).
export type ImageFormat = 'avif' | 'webp';
export type ImageSet = {dir: string; widths: number[]};
export declare const variantFormats: ImageFormat[];
export declare const variantDir: string;
export declare const imageSets: ImageSet[];
export declare const sourceExtensions: string[];
export declare function imageSetOf(src: string): ImageSet | undefined;
export declare function variantPath(src: string, width: number, format: ImageFormat): string;
export declare const imageSizes: number[];
export declare const deviceSizes: number[];
