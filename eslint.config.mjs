import {defineConfig, globalIgnores} from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// Next's own rules (React, hooks, accessibility, Core Web Vitals, TypeScript). Formatting is
// Prettier's (npm run format), so no style rules here.
export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {'max-lines-per-function': ['error', {max: 80, skipBlankLines: true, skipComments: true}]},
  },
  {
    // A test's describe() holds its cases, so it is as long as the behaviour it covers.
    files: ['e2e/**', 'tests/**'],
    rules: {'max-lines-per-function': 'off'},
  },
  globalIgnores(['.next/**', 'out/**', 'dist/**', 'public/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts']),
]);
