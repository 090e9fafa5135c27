import localFont from 'next/font/local';

// One variable woff2, preloaded: Inter reduced to the characters the site writes and the weights
// it uses (lib/font-files/inter-subset.woff2, made by scripts/fonts/make-subset.mjs from
// @fontsource-variable/inter). No Google Fonts: the machines that build this site are offline.
// `optional`, not `swap`: when the font arrived after the first paint, swapping it in moved the
// header and the text by a few pixels (CLS 0.0013-0.0019 with the font held back, the likely
// cause of the 0.005 and 0.049 of some Lighthouse runs; the fallback's metrics come from Arial,
// which phones and Linux often lack). Preloaded and 29 KB, the font is
// nearly always there within the short block period; when it is not, that page keeps the
// fallback instead of jumping, and the next load has the font from the cache.
export const inter = localFont({
  src: './font-files/inter-subset.woff2',
  variable: '--font-inter',
  weight: '400 800',
  display: 'optional',
  preload: true,
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
