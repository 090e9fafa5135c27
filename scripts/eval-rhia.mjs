#!/usr/bin/env node
// RHIA's evaluation: bundles tests/rhia-eval/evaluate.ts with esbuild (tsconfig paths, JSON),
// runs every case and prints the pass rate per language and per category, then each failure.
//   npm run eval:rhia            # summary and failures
//   npm run eval:rhia -- --all   # every question with its answer
import {build} from 'esbuild';
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inside the repository, so the bundle's bare imports resolve from node_modules.
mkdirSync(path.join(root, 'node_modules/.cache'), {recursive: true});
const dir = mkdtempSync(path.join(root, 'node_modules/.cache/rhia-eval-'));
const outfile = path.join(dir, 'evaluate.mjs');
try {
  await build({
    entryPoints: [path.join(root, 'tests/rhia-eval/evaluate.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    packages: 'external',
    absWorkingDir: root,
    logLevel: 'warning',
  });
  const {evaluate, rate} = await import(pathToFileURL(outfile).href);
  evaluate(); // warm-up
  const started = performance.now();
  const report = evaluate();
  const elapsed = performance.now() - started;
  const percent = (tally) => `${(rate(tally) * 100).toFixed(1).padStart(5)}%  (${tally.passed}/${tally.total})`;
  console.log('RHIA evaluation\n\nBy language');
  for (const [key, tally] of Object.entries(report.byLanguage)) console.log(`  ${key.padEnd(14)}${percent(tally)}`);
  console.log('By category');
  for (const [key, tally] of Object.entries(report.byCategory)) console.log(`  ${key.padEnd(14)}${percent(tally)}`);
  console.log(`Overall         ${percent(report.overall)}`);
  console.log(`Time per case   ${(elapsed / report.results.length).toFixed(3)} ms (history replays included)\n`);
  const all = process.argv.includes('--all');
  for (const result of report.results) {
    if (!all && result.problems.length === 0) continue;
    console.log(`${result.problems.length ? 'FAIL' : 'ok  '} ${result.id}: ${result.question}`);
    if (result.problems.length) console.log(`     ${result.problems.join('; ')}`);
    console.log(`     → ${result.answer.replace(/\n/g, '\n       ')}\n`);
  }
} finally {
  rmSync(dir, {recursive: true, force: true});
}
