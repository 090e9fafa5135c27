/**
 * Brand resources: the downloadable files (real files under public/brand/, made by
 * scripts/brand/make-logo.mjs from the vector logo), the official colours and the items that are
 * not published yet. Names and descriptions live in `Brand.*`.
 */

export type LogoFileKey = 'pngWhite' | 'pngColor' | 'pngBlack' | 'ai';

export type LogoFile = {
  key: LogoFileKey;
  /** Public URL of the file; the download keeps its last segment as the file name. */
  path: string;
  format: 'PNG' | 'AI';
  /** Swatch behind the preview: the white logo needs a dark background. */
  previewBackground: 'dark' | 'light';
};

export const logoFiles: readonly LogoFile[] = [
  {key: 'pngWhite', path: '/brand/panlar-2026-logo-white.png', format: 'PNG', previewBackground: 'dark'},
  {key: 'pngColor', path: '/brand/panlar-2026-logo-color.png', format: 'PNG', previewBackground: 'light'},
  {key: 'pngBlack', path: '/brand/panlar-2026-logo-black.png', format: 'PNG', previewBackground: 'light'},
  {key: 'ai', path: '/brand/panlar-2026-logo.ai', format: 'AI', previewBackground: 'light'},
];

/** The vector master from which every logo file is generated (also the header's logo). */
export const logoVector = '/brand/panlar-2026-logo.svg';
/** Its drawing size (viewBox 0 0 190 48): the header reserves this aspect ratio. */
export const logoVectorSize = {width: 190, height: 48} as const;

/** The official colours of the congress identity (the site's brand-700, teal-600, accent-500). */
export const brandColors = [
  {key: 'blue', hex: '#123A6B'},
  {key: 'teal', hex: '#0F7D7E'},
  {key: 'red', hex: '#E0553A'},
] as const;

export const brandFont = 'Inter';

/** The presentation template: 16:9, PowerPoint and Keynote; not published yet. */
export const presentationTemplate = {
  aspectRatio: '16:9',
  apps: ['PowerPoint', 'Keynote'],
  features: ['layouts', 'identity', 'ratio', 'apps'],
  available: false,
} as const;

export const brandManual = {available: false} as const;

/** Social media graphics, all coming soon. */
export const socialMediaKits = [
  {key: 'instagramPost', width: 1080, height: 1080},
  {key: 'facebookCover', width: 820, height: 312},
  {key: 'linkedinBanner', width: 1584, height: 396},
  {key: 'instagramStory', width: 1080, height: 1920},
] as const;

/** The six usage rules, in order (`Brand.rules.<key>`). */
export const usageRules = ['proportions', 'colors', 'clearSpace', 'effects', 'backgrounds', 'contact'] as const;

/** The file name a download is saved under: the last segment of its URL. */
export function fileNameOf(path: string): string {
  return decodeURIComponent(path.split('?')[0].split('/').filter(Boolean).pop() ?? 'download');
}
