// Serving speed of one page, one load at a time on loopback (a measurement, not a test):
//   next start              the Node server (`npm run build` first)
//   nginx, out/             the static export with deploy/nginx.conf (`npm run build:static` first)
//   nginx, plain file       the same HTML file copied alone, served by a bare nginx: the limit
// Each load: wrk, 2 threads, 50 connections, keep-alive, after a warm-up; requests/s and p99,
// the median of a few rounds in which the targets take turns.
//   node:http, joined      a bare Node server ending each response with the same page as one
//                          string, as Next does (send-payload.js: `res.end(payload)`), with Node's
//                          own `end`: it glues the head to the page and writes the joined string,
//                          which on Node 20 is slow for strings of more than 65,535 characters
//   node:http, head first  the same with lib/server/large-string-end.mjs, which next start loads
//                          (instrumentation.server.ts): the head is flushed, then both strings go
//                          out in one corked writev. The ceiling of next start on this Node version
// Targets: nginx serving out/ at least 90% of the plain-file limit; next start at least 1,000 req/s.
//
//   node bench/serve.mjs [--path /en/hotels] [--duration 10] [--rounds 3] [--connections 50] [--port 3312]
// (--port P uses P to P+4; by default free ports)
//
//   node bench/serve.mjs --pages en [--duration 5]
// `next start` alone over every primary page of one language (es, en or pt), one load per page:
// which pages reach 1,000 req/s, with their size.
//
// Results also go to bench/results/serve-<time>.json (ignored by git).
import {execFileSync, execSync, spawn} from 'node:child_process';
import {chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {get} from 'node:http';
import {loadavg, tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {ensureNginx, startNginx, waitForHttp} from '../scripts/nginx-conf.mjs';
import {assertPortFree, freePort, running} from '../scripts/ports.mjs';
import {primaryPaths} from '../scripts/gates/pages.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const path = arg('path', '/en/hotels');
const duration = Number(arg('duration', 10));
const connections = Number(arg('connections', 50));
const threads = 2;
const warmup = 3;

function ensureWrk() {
  const found = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((candidate) => existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null', {stdio: 'inherit', shell: '/bin/bash'});
    return '/usr/bin/wrk';
  }
  throw new Error('wrk is missing (Debian: apt-get install wrk).');
}

const toMs = (value, unit) => Number(value) * ({us: 0.001, ms: 1, s: 1000, m: 60_000}[unit] ?? NaN);

/** One wrk load; returns requests/s, p50/p99 latency (ms) and transfer per request. */
function load(wrk, url, headers = {}, seconds = duration) {
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--latency'];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}: ${value}`);
  const output = execFileSync(wrk, [...args, url], {encoding: 'utf8'});
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const latency = (percent) => {
    const match = new RegExp(`^\\s+${percent}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
    return match ? toMs(match[1], match[2]) : NaN;
  };
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? '0';
  const socketErrors = /Socket errors: (.*)/.exec(output)?.[1] ?? '';
  const requests = Number(/(\d+) requests in/.exec(output)?.[1]);
  if (errors !== '0' || !rps) throw new Error(`${url}: ${errors} non-2xx responses\n${output}`);
  return {rps, p50: latency(50), p99: latency(99), requests, socketErrors, raw: output};
}

async function bench(wrk, label, url, headers = {}, warm = true) {
  // What wrk gets, bytes as sent: no Accept-Encoding unless the row sets one, no decoding.
  const response = await new Promise((done, fail) =>
    get(url, {headers, agent: false}, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => done({status: res.statusCode, encoding: res.headers['content-encoding'] ?? 'identity', bytes}));
    }).on('error', fail),
  );
  if (response.status !== 200) throw new Error(`${label}: ${url} answered ${response.status}`);
  if (warm) load(wrk, url, headers, warmup);
  const result = load(wrk, url, headers);
  const row = {
    label,
    url,
    encoding: response.encoding,
    bytes: response.bytes,
    ...result,
  };
  delete row.raw;
  row.loadAverage = Number(loadavg()[0].toFixed(1));
  console.log(`  ${label}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99.toFixed(2)} ms (load average ${row.loadAverage})`);
  return row;
}

/** A started server process: waits until `url` answers, and `stop()` ends it by its PID (also on exit). */
async function supervise(child, url, signal = 'SIGTERM') {
  const kill = () => running(child) && process.kill(child.pid, signal);
  process.once('exit', kill);
  await waitForHttp(url, () => !running(child));
  return {
    url,
    async stop() {
      process.off('exit', kill);
      kill();
      await new Promise((done) => (!running(child) ? done() : child.once('exit', done)));
    },
  };
}

/** `next start` as its own process (not through npm), stopped by its PID. */
async function startNext(port) {
  await assertPortFree(port);
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = await supervise(child, `http://127.0.0.1:${port}/`);
  return {...server, url: `http://127.0.0.1:${port}`};
}

/** A bare nginx serving one file: same worker and connection settings, no headers, no lookups. */
async function startPlainNginx(port, dir, file) {
  const nginx = ensureNginx();
  await assertPortFree(port);
  const runtime = join(dir, 'run');
  mkdirSync(runtime, {recursive: true});
  const conf = join(dir, 'plain.conf');
  writeFileSync(
    conf,
    `worker_processes auto;
pid ${runtime}/nginx.pid;
error_log ${runtime}/error.log warn;
events { worker_connections 1024; }
http {
    default_type text/html;
    access_log off;
    sendfile on;
    tcp_nopush off;
    tcp_nodelay on;
    keepalive_requests 10000;
    open_file_cache max=2000 inactive=60s;
    client_body_temp_path ${runtime}/client_body;
    proxy_temp_path ${runtime}/proxy;
    fastcgi_temp_path ${runtime}/fastcgi;
    uwsgi_temp_path ${runtime}/uwsgi;
    scgi_temp_path ${runtime}/scgi;
    server {
        listen 127.0.0.1:${port};
        location = /page.html { root ${resolve(dir)}; }
    }
}
`,
  );
  copyFileSync(file, join(dir, 'page.html'));
  const child = spawn(nginx, ['-c', conf, '-e', join(runtime, 'error.log'), '-g', 'daemon off;'], {stdio: 'inherit'});
  return supervise(child, `http://127.0.0.1:${port}/page.html`, 'SIGQUIT');
}

/**
 * A bare node:http server that answers every request with one HTML file, sent as Next sends a
 * prerendered page: the whole document as one string (Content-Length from Buffer.byteLength, then
 * `res.end(string)`). With `headFirst`, it loads the patch that `next start` loads.
 */
async function startPlainNode(port, file, {headFirst}) {
  await assertPortFree(port);
  const patch = new URL('../lib/server/large-string-end.mjs', import.meta.url).href;
  const script = `
    import {readFileSync} from 'node:fs';
    import {createServer} from 'node:http';
    import {installLargeStringEnd} from ${JSON.stringify(patch)};
    if (${headFirst}) installLargeStringEnd();
    const html = readFileSync(${JSON.stringify(resolve(file))}, 'utf8');
    createServer((req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(html));
      res.end(html);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {stdio: ['ignore', 'ignore', 'inherit']});
  return supervise(child, `http://127.0.0.1:${port}/`);
}

const pagesOf = arg('pages');
if (pagesOf) {
  // Sweep mode: next start only, every primary page of one language.
  if (!existsSync('.next/BUILD_ID')) throw new Error('No .next build: run `npm run build` first.');
  const prefix = {es: null, en: '/en', pt: '/pt-br'}[pagesOf];
  if (prefix === undefined) throw new Error('--pages takes es, en or pt');
  const inLanguage = (page) => (prefix ? page === prefix || page.startsWith(`${prefix}/`) : !/^\/(en|pt-br)(\/|$)/.test(page));
  const pages = primaryPaths().filter(inLanguage);
  const wrk = ensureWrk();
  const next = await startNext(await freePort(arg('port', process.env.BENCH_PORT)));
  const rows = [];
  try {
    console.log(`next start, ${pages.length} pages (${pagesOf}): wrk -t${threads} -c${connections} -d${duration}s each after a ${warmup} s warm-up`);
    for (const page of pages) rows.push(await bench(wrk, page, `${next.url}${page}`));
  } finally {
    await next.stop();
  }
  console.log(`\n| Page | Bytes | Requests/s | p50 ms | p99 ms |`);
  console.log(`|---|---:|---:|---:|---:|`);
  for (const row of rows) console.log(`| ${row.label} | ${row.bytes} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} |`);
  const fast = rows.filter((row) => row.rps >= 1000);
  console.log(`\n${fast.length} of ${rows.length} pages at ≥ 1,000 req/s under next start${fast.length ? `: ${fast.map((row) => row.label).join(', ')}` : ''}`);
  mkdirSync('bench/results', {recursive: true});
  const file = `bench/results/serve-pages-${pagesOf}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify({pages: pagesOf, threads, connections, duration, warmup, rows}, null, 2));
  console.log(`Saved ${file}`);
  process.exit(0);
}

const htmlFile = path === '/' ? 'out/index.html' : `out${path}.html`;
if (!existsSync('.next/BUILD_ID')) throw new Error('No .next build: run `npm run build` first.');
if (!existsSync(htmlFile)) throw new Error(`No ${htmlFile}: run \`npm run build:static\` first.`);

const wrk = ensureWrk();
const rounds = Number(arg('rounds', 3));
const basePort = arg('port', process.env.BENCH_PORT);
const ports = basePort ? [0, 1, 2, 3, 4].map((i) => Number(basePort) + i) : [await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
const dir = mkdtempSync(join(tmpdir(), 'panlar-bench-'));
chmodSync(dir, 0o755); // nginx workers (user nobody when started as root) read the plain copy here
const load1 = () => loadavg()[0].toFixed(1);
console.log(`Load average before: ${load1()} (2 cores; other work on the machine skews every figure)`);
console.log(
  `Serving ${path}: wrk -t${threads} -c${connections} -d${duration}s, ${rounds} rounds, the targets taking turns (one load at a time), median per target`,
);
const servers = [];
const runs = {};
try {
  // All three stay up (idle ones cost nothing) so that the rounds interleave: a burst of other
  // work on the machine then hits every target alike instead of one.
  const next = await startNext(ports[0]);
  servers.push(next);
  const site = await startNginx({root: 'out', port: ports[1], dir: join(dir, 'site')});
  servers.push(site);
  const plain = await startPlainNginx(ports[2], join(dir, 'plain'), htmlFile);
  servers.push(plain);
  const joined = await startPlainNode(ports[3], htmlFile, {headFirst: false});
  servers.push(joined);
  const headFirst = await startPlainNode(ports[4], htmlFile, {headFirst: true});
  servers.push(headFirst);
  const targets = [
    ['next start', `${next.url}${path}`, {}],
    ['next start, gzip', `${next.url}${path}`, {'accept-encoding': 'gzip'}],
    ['nginx, out/', `${site.url}${path}`, {}],
    ['nginx, out/, brotli', `${site.url}${path}`, {'accept-encoding': 'br, gzip'}],
    ['nginx, plain copy (limit)', plain.url, {}],
    ['node:http, joined string (Node default)', joined.url, {}],
    ['node:http, head first (next start ceiling)', headFirst.url, {}],
  ];
  for (let round = 1; round <= rounds; round++) {
    console.log(`Round ${round}/${rounds}`);
    for (const [label, url, headers] of targets) {
      (runs[label] ??= []).push(await bench(wrk, label, url, headers, round === 1));
    }
  }
} finally {
  for (const server of servers.reverse()) await server.stop();
  rmSync(dir, {recursive: true, force: true});
}
const median = (list) => [...list].sort((a, b) => a.rps - b.rps)[Math.floor(list.length / 2)];
const rows = Object.values(runs).map(median);

const byLabel = Object.fromEntries(rows.map((row) => [row.label, row]));
const limit = byLabel['nginx, plain copy (limit)'].rps;
console.log(`\n| Server | Encoding | Bytes | Requests/s | p50 ms | p99 ms | vs plain file |`);
console.log(`|---|---|---:|---:|---:|---:|---:|`);
for (const row of rows) {
  console.log(
    `| ${row.label} | ${row.encoding} | ${row.bytes} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${((100 * row.rps) / limit).toFixed(0)}% |`,
  );
}
const nginxShare = byLabel['nginx, out/'].rps / limit;
const nextRps = byLabel['next start'].rps;
const nodeRps = byLabel['node:http, head first (next start ceiling)'].rps;
const verdicts = [
  [`nginx serving out/ ≥ 90% of the plain-file limit: ${(100 * nginxShare).toFixed(0)}%`, nginxShare >= 0.9],
  [`next start ≥ 1,000 req/s: ${nextRps.toFixed(0)}`, nextRps >= 1000],
];
console.log('');
console.log(`next start reaches ${((100 * nextRps) / nodeRps).toFixed(0)}% of a bare Node server sending the same page the same way (${nodeRps.toFixed(0)} req/s).`);
for (const [text, ok] of verdicts) console.log(`${ok ? '✔' : '✖'} ${text}`);

mkdirSync('bench/results', {recursive: true});
const file = `bench/results/serve-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({path, threads, connections, duration, warmup, rounds, rows, runs, verdicts}, null, 2));
console.log(`\nSaved ${file}`);
