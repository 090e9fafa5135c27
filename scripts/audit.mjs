// `npm run audit` (not part of npm test): Lighthouse over every primary page in mobile and
// desktop presets, against the production build served by `next start`, in Debian's Chromium,
// with no network beyond the loopback. Prints the four scores with LCP, TBT and CLS per page.
//
//   npm run audit                       # every primary page (needs a `next build` first)
//   npm run audit -- --sample           # home, fees, hotels and abstracts in each language
//   AUDIT_PORT=3250 npm run audit       # the port of the temporary server
import {spawn} from 'node:child_process';
import {writeFileSync, mkdirSync} from 'node:fs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {ensureChromium} from './ensure-chromium.mjs';
import {languageGroups, primaryPaths} from './gates/pages.mjs';

const port = Number(process.env.AUDIT_PORT || 3250);
// localhost is a secure context, as production's https is: Lighthouse's https audit then
// measures the site, not the test rig.
const base = `http://localhost:${port}`;
const sample = process.argv.includes('--sample');
const samplePages = new Set(['/', '/tarifas-de-inscripcion', '/hoteles', '/trabajos-cientificos']);

let paths = primaryPaths();
if (sample) {
  const chosen = new Set(languageGroups().flatMap((group) => (samplePages.has(group.path) ? group.versions : [])));
  paths = paths.filter((path) => chosen.has(path));
}

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

const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', 'localhost'], {stdio: 'ignore'});
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
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
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stop);

const presets = [
  {name: 'mobile', config: undefined},
  {name: 'desktop', config: desktopConfig},
];
const rows = [];
try {
  await waitFor(`${base}/`);
  for (const path of paths) {
    for (const preset of presets) {
      // A run that Lighthouse could not complete (a runtime error, a metric it could not read) is
      // tried once more, then reported as such rather than ending the audit.
      let result;
      for (let attempt = 1; attempt <= 2; attempt++) {
        result = await lighthouse(
          `${base}${path}`,
          {port: chrome.port, output: 'json', logLevel: 'error', disableFullPageScreenshot: true},
          preset.config,
        );
        const metrics = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
        if (!result.lhr.runtimeError && metrics.every((id) => typeof result.lhr.audits[id]?.numericValue === 'number')) break;
      }
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
        // What moved, when something did: Lighthouse's layout-shift culprits, largest first.
        shifts: (audits['layout-shifts']?.details?.items ?? [])
          .map((item) => `${Number(item.score).toFixed(3)} ${item.node?.selector ?? item.node?.snippet ?? 'unknown element'}`)
          .join('; '),
        failing: [result.lhr.runtimeError ? `runtime error ${result.lhr.runtimeError.code}` : '', ...Object.values(categories)
          .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
          .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
          .map((audit) => audit.id)]
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
console.table(rows.map(({failing, shifts, ...row}) => row));
const header = ['page', 'preset', 'performance', 'accessibility', 'best-practices', 'seo', 'LCP ms', 'TBT ms', 'CLS'];
const markdown = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${header.map((key) => row[key]).join(' | ')} |`)].join('\n');
mkdirSync('audit-results', {recursive: true});
writeFileSync('audit-results/lighthouse.md', `${markdown}\n`);
writeFileSync('audit-results/lighthouse.json', JSON.stringify(rows, null, 2));
for (const row of rows.filter((row) => row.shifts)) console.log(`  ${row.page} (${row.preset}): layout shifts → ${row.shifts}`);
const misses = rows.filter((row) => row.failing);
for (const row of misses) console.log(`  ${row.page} (${row.preset}): below 0.9 → ${row.failing}`);
console.log('Markdown table written to audit-results/lighthouse.md');
