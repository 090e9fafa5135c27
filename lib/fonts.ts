import localFont from 'next/font/local';

// One variable woff2 (latin, covers Spanish and Portuguese accents), preloaded; no Google Fonts,
// the machines that build this site are offline.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  preload: true,
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
