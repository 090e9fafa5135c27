import {defineConfig, globalIgnores} from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// Next's own rules (React, hooks, accessibility, Core Web Vitals, TypeScript). Formatting is
// Prettier's (npm run format), so no style rules here.
export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores(['.next/**', 'out/**', 'dist/**', 'public/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts']),
]);
