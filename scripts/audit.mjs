// `npm run audit` (not part of npm test): Lighthouse in three presets (mobile with its default
// simulated throttling, mobile with applied throttling (`--throttling-method=devtools`), desktop)
// against the production path: nginx serving out/ (deploy/nginx.conf), in Debian's Chromium,
// with no network beyond the loopback. Prints the four scores with LCP, TBT and CLS per page.
//
//   npm run audit                       # every Spanish page, and home, fees, hotels, abstracts in en and pt
//   npm run audit -- --all              # every primary page in every language
//   npm run audit -- --sample           # home, fees, hotels and abstracts in each language
//   npm run audit -- --runs 5           # runs per page and preset (default 3)
//   npm run audit -- --server start     # npm start's server instead of nginx
//   AUDIT_PORT=3250 npm run audit       # the port of the temporary server
// Needs `npm run build` first.
//
// Each page is audited several times per preset and the table shows the run with the median
// performance score, as Lighthouse's guidance on variability (and Lighthouse CI, 3 runs by
// default) recommends; the spread of the performance score over the runs is printed beside it.
//
// Chromium runs without --disable-gpu (neither Lighthouse nor chrome-launcher passes it). With it,
// traces here showed the first frame reaching the screen 30-50 ms after its commit, and the race
// above was lost in 8 of 12 single runs of the sample; without it, in 2 of 8.
import {spawn} from 'node:child_process';
import {writeFileSync, mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {ensureChromium} from './ensure-chromium.mjs';
import {languageGroups, primaryPaths} from './gates/pages.mjs';
import {assertPortFree} from './ports.mjs';
import {startNginx} from './nginx-conf.mjs';

const port = Number(process.env.AUDIT_PORT || 3250);
// localhost is a secure context, as production's https is: Lighthouse's https audit then
// measures the site, not the test rig.
const base = `http://localhost:${port}`;
const sample = process.argv.includes('--sample');
const runsIndex = process.argv.indexOf('--runs');
const runs = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more');
const samplePages = new Set(['/', '/tarifas-de-inscripcion', '/hoteles', '/trabajos-cientificos']);

const serverIndex = process.argv.indexOf('--server');
const serverKind = serverIndex > 0 ? process.argv[serverIndex + 1] : 'nginx';
if (!['nginx', 'start'].includes(serverKind)) throw new Error('--server takes nginx or start');

const isSpanish = (path) => !/^\/(en|pt-br)(\/|$)/.test(path);
const sampleVersions = new Set(languageGroups().flatMap((group) => (samplePages.has(group.path) ? group.versions : [])));
let paths = primaryPaths();
if (sample) paths = paths.filter((path) => sampleVersions.has(path));
else if (!process.argv.includes('--all')) paths = paths.filter((path) => isSpanish(path) || sampleVersions.has(path));

async function waitFor(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

// A server left on the port from an earlier run would answer instead of ours, with the chunk
// names of an older build: its stylesheet then 404s and the audit scores a broken page.
await assertPortFree(port).catch(() => {
  throw new Error(`Port ${port} is in use (an earlier audit's server?). Stop it or set AUDIT_PORT.`);
});
const nginxDir = mkdtempSync(join(tmpdir(), 'panlar-audit-'));
const server =
  serverKind === 'nginx'
    ? await startNginx({root: 'out', port, host: 'localhost', dir: nginxDir})
    : spawn(process.execPath, ['dist/server.mjs'], {stdio: 'ignore', env: {...process.env, PORT: String(port), HOST: 'localhost'}});
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-default-apps',
    '--disable-extensions',
    '--no-first-run',
  ],
});
const stop = () => {
  chrome.kill();
  if (serverKind === 'nginx') server.stop().then(() => rmSync(nginxDir, {recursive: true, force: true}));
  else if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stop);

const presets = [
  {name: 'mobile', config: undefined, flags: {}},
  {name: 'mobile, devtools', config: undefined, flags: {throttlingMethod: 'devtools'}},
  {name: 'desktop', config: desktopConfig, flags: {}},
];
// One Lighthouse run. A run that Lighthouse could not complete (a runtime error, a metric it could
// not read) is tried once more, then reported as such rather than ending the audit.
async function audit(path, preset) {
  let result;
  for (let attempt = 1; attempt <= 2; attempt++) {
    result = await lighthouse(
      `${base}${path}`,
      {port: chrome.port, output: 'json', logLevel: 'error', disableFullPageScreenshot: true, ...preset.flags},
      preset.config,
    );
    const metrics = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
    if (!result.lhr.runtimeError && metrics.every((id) => typeof result.lhr.audits[id]?.numericValue === 'number')) break;
  }
  return result;
}

// For a run that moved something: the trace's LayoutShift events, each with the boxes that moved
// (old_rect and new_rect: x, y, width, height in CSS px), under audit-results/shifts/. Lighthouse's
// table names only the largest culprit; the rects tell a sideways scrollbar jump (every row a few
// px left) from a late image or font (rows pushed down).
function saveShifts(path, preset, run, result) {
  const events = result.artifacts.Trace?.traceEvents ?? [];
  const start =
    events.find(
      (event) =>
        event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL?.startsWith(base),
    )?.ts ?? 0;
  const shifts = events
    .filter((event) => event.name === 'LayoutShift')
    .map((event) => ({ms: Math.round((event.ts - start) / 1000), ...event.args.data}));
  const name = `${path.replaceAll('/', '_') || '_'}-${preset.name.replace(/\W+/g, '-')}-${run}.json`;
  mkdirSync('audit-results/shifts', {recursive: true});
  writeFileSync(`audit-results/shifts/${name}`, JSON.stringify(shifts, null, 2));
}

const rows = [];
rmSync('audit-results/shifts', {recursive: true, force: true});
try {
  await waitFor(`${base}/`);
  for (const path of paths) {
    for (const preset of presets) {
      const results = [];
      for (let run = 1; run <= runs; run++) {
        const result = await audit(path, preset);
        results.push(result);
        if (result.lhr.audits['cumulative-layout-shift']?.numericValue > 0) saveShifts(path, preset, run, result);
      }
      // The run with the median performance score (the lower middle one for an even count).
      const byScore = results
        .slice()
        .sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
      const result = byScore[Math.floor((byScore.length - 1) / 2)];
      const spread = byScore.map((one) => Math.round((one.lhr.categories.performance?.score ?? 0) * 100));
      const worstCls = Math.max(...results.map((one) => one.lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN));
      const {categories, audits} = result.lhr;
      const metric = (id, digits = 0) => {
        const value = audits[id]?.numericValue;
        return typeof value === 'number' ? Number(value.toFixed(digits)) : 'n/a';
      };
      const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
      rows.push({
        page: path,
        preset: preset.name,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'LCP ms': metric('largest-contentful-paint'),
        'TBT ms': metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift', 3),
        // Every run's performance score, lowest first, and the largest CLS of any run.
        'performance, all runs': spread.join(' '),
        'CLS, worst run': Number.isFinite(worstCls) ? Number(worstCls.toFixed(3)) : 'n/a',
        // What moved, when something did: Lighthouse's layout-shift culprits, largest first.
        shifts: (audits['layout-shifts']?.details?.items ?? [])
          .map((item) => `${Number(item.score).toFixed(3)} ${item.node?.selector ?? item.node?.snippet ?? 'unknown element'}`)
          .join('; '),
        failing: [
          result.lhr.runtimeError ? `runtime error ${result.lhr.runtimeError.code}` : '',
          ...Object.values(categories)
            .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
            .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
            .map((audit) => audit.id),
        ]
          .filter(Boolean)
          .join(' '),
      });
      process.stdout.write('.');
    }
  }
} finally {
  stop();
}
console.log('');
console.table(rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'failing' && key !== 'shifts'))));
const header = [
  'page',
  'preset',
  'performance',
  'accessibility',
  'best-practices',
  'seo',
  'LCP ms',
  'TBT ms',
  'CLS',
  'performance, all runs',
  'CLS, worst run',
];
const markdown = [
  `| ${header.join(' | ')} |`,
  `|${header.map(() => '---').join('|')}|`,
  ...rows.map((row) => `| ${header.map((key) => row[key]).join(' | ')} |`),
].join('\n');
mkdirSync('audit-results', {recursive: true});
writeFileSync('audit-results/lighthouse.md', `${markdown}\n`);
writeFileSync('audit-results/lighthouse.json', JSON.stringify(rows, null, 2));
for (const row of rows.filter((row) => row.shifts)) console.log(`  ${row.page} (${row.preset}): layout shifts → ${row.shifts}`);
const misses = rows.filter((row) => row.failing);
for (const row of misses) console.log(`  ${row.page} (${row.preset}): below 0.9 → ${row.failing}`);
console.log(`Median of ${runs} run(s) per page and preset. Markdown table written to audit-results/lighthouse.md`);
