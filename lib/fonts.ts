import localFont from 'next/font/local';

// One variable woff2, preloaded: Inter reduced to the characters the site writes and the weights
// it uses (lib/font-files/inter-subset.woff2, made by scripts/fonts/make-subset.mjs from
// @fontsource-variable/inter). No Google Fonts: the machines that build this site are offline.
export const inter = localFont({
  src: './font-files/inter-subset.woff2',
  variable: '--font-inter',
  weight: '400 800',
  display: 'swap',
  preload: true,
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
