#!/usr/bin/env node
// RHIA's evaluation: bundles tests/rhia-eval/evaluate.ts with esbuild (tsconfig paths, JSON),
// runs every case and prints the pass rate per language and per category, then each failure.
//   npm run eval:rhia            # summary and failures
//   npm run eval:rhia -- --all   # every question with its answer
import {importTs} from './import-ts.mjs';

const {evaluate, rate} = await importTs('tests/rhia-eval/evaluate.ts');
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
