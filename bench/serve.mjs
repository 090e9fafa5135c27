// Serving speed of one page, one load at a time on loopback (a measurement, not a test), after
// `npm run build`:
//   npm start           the project's server (dist/server.mjs): sirv over out/ plus the assistant
//   nginx, out/         the static export with deploy/nginx.conf: the production path
//   nginx, plain copy   the same page's files copied alone, served by a bare nginx: the limit
// Each load: wrk, 2 threads, 50 connections, keep-alive, after a warm-up; requests/s and p99, the
// median of a few rounds. npm start's resident memory is sampled during its loads.
// Targets: npm start ≥ 15,000 req/s for /en with gzip and < 150 MB RSS under that load; nginx
// serving out/ at least 90% of the plain-file limit.
//
//   node bench/serve.mjs [--path /en] [--duration 10] [--rounds 3] [--connections 50] [--port 3312]
// (--port P uses P to P+2; by default free ports). Results also go to bench/results/ (ignored).
import {execFileSync, execSync, spawn} from 'node:child_process';
import {chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {get} from 'node:http';
import {loadavg, tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {ensureNginx, startNginx, waitForHttp} from '../scripts/nginx-conf.mjs';
import {assertPortFree, freePort, running} from '../scripts/ports.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const path = arg('path', '/en');
const duration = Number(arg('duration', 10));
const connections = Number(arg('connections', 50));
const threads = 2;
const warmup = 3;

function ensureWrk() {
  const found = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((candidate) => existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
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

/** npm start's server (dist/server.mjs) as its own process, stopped by its PID. */
async function startSite(port) {
  await assertPortFree(port);
  const child = spawn(process.execPath, ['dist/server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, PORT: String(port), HOST: '127.0.0.1'},
  });
  const server = await supervise(child, `http://127.0.0.1:${port}/`);
  return {...server, pid: child.pid, url: `http://127.0.0.1:${port}`};
}

/** The peak resident memory of a process while `work` runs, sampled every 100 ms (MB). */
async function peakRss(pid, work) {
  let peak = 0;
  const sample = () => {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    peak = Math.max(peak, kb / 1024);
  };
  const timer = setInterval(sample, 100);
  try {
    const result = await work();
    sample();
    return {result, peak};
  } finally {
    clearInterval(timer);
  }
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
    gzip_static on;
    server {
        listen 127.0.0.1:${port};
        location = /page.html { root ${resolve(dir)}; }
    }
}
`,
  );
  copyFileSync(file, join(dir, 'page.html'));
  if (existsSync(`${file}.gz`)) copyFileSync(`${file}.gz`, join(dir, 'page.html.gz'));
  const child = spawn(nginx, ['-c', conf, '-e', join(runtime, 'error.log'), '-g', 'daemon off;'], {stdio: 'inherit'});
  return supervise(child, `http://127.0.0.1:${port}/page.html`, 'SIGQUIT');
}

const htmlFile = path === '/' ? 'out/index.html' : `out${path}.html`;
if (!existsSync('dist/server.mjs') || !existsSync(htmlFile))
  throw new Error(`No ${htmlFile} or dist/server.mjs: run \`npm run build\` first.`);

const wrk = ensureWrk();
const rounds = Number(arg('rounds', 3));
const basePort = arg('port', process.env.BENCH_PORT);
const ports = basePort ? [0, 1, 2].map((i) => Number(basePort) + i) : [await freePort(), await freePort(), await freePort()];
const dir = mkdtempSync(join(tmpdir(), 'panlar-bench-'));
chmodSync(dir, 0o755); // nginx workers (user nobody when started as root) read the plain copy here
console.log(`Load average before: ${loadavg()[0].toFixed(1)} (2 cores; other work on the machine skews every figure)`);
console.log(`Serving ${path}: wrk -t${threads} -c${connections} -d${duration}s, ${rounds} rounds (one load at a time), median per target`);
const gzip = {'accept-encoding': 'gzip'};
const servers = [];
const runs = {};
let rssPeak = 0;
try {
  const nginx = await startNginx({root: 'out', port: ports[1], dir: join(dir, 'site')});
  servers.push(nginx);
  const plain = await startPlainNginx(ports[2], join(dir, 'plain'), htmlFile);
  servers.push(plain);
  const siteTargets = [
    ['npm start, gzip', gzip],
    ['npm start, brotli', {'accept-encoding': 'br, gzip'}],
    ['npm start, identity', {}],
  ];
  const nginxTargets = [
    ['nginx, out/, gzip', `${nginx.url}${path}`, gzip],
    ['nginx, plain copy, gzip (limit)', plain.url, gzip],
    ['nginx, out/, brotli', `${nginx.url}${path}`, {'accept-encoding': 'br, gzip'}],
  ];
  for (let round = 1; round <= rounds; round++) {
    console.log(`Round ${round}/${rounds}`);
    // npm start anew each round, its loads back to back. A Node server left idle for half a minute
    // on these machines came back at half its speed for good (the kernel's DAMON reclaim pages out
    // memory it has not touched: 15,000 → 7,100 req/s after 30 s idle, with the time in the
    // kernel), so its loads are not interleaved with the others' idle time.
    const site = await startSite(ports[0]);
    try {
      for (const [label, headers] of siteTargets) {
        const measured = await peakRss(site.pid, () => bench(wrk, label, `${site.url}${path}`, headers, true));
        rssPeak = Math.max(rssPeak, measured.peak);
        (runs[label] ??= []).push(measured.result);
      }
    } finally {
      await site.stop();
    }
    for (const [label, url, headers] of nginxTargets) (runs[label] ??= []).push(await bench(wrk, label, url, headers, round === 1));
  }
} finally {
  for (const server of servers.reverse()) await server.stop();
  rmSync(dir, {recursive: true, force: true});
}
const median = (list) => [...list].sort((a, b) => a.rps - b.rps)[Math.floor(list.length / 2)];
const rows = Object.values(runs).map(median);

const byLabel = Object.fromEntries(rows.map((row) => [row.label, row]));
const nginxRps = byLabel['nginx, out/, gzip'].rps;
const limit = byLabel['nginx, plain copy, gzip (limit)'].rps;
console.log(`\n| Server | Encoding | Bytes | Requests/s | p50 ms | p99 ms | vs nginx out/ |`);
console.log(`|---|---|---:|---:|---:|---:|---:|`);
for (const row of rows) {
  console.log(
    `| ${row.label} | ${row.encoding} | ${row.bytes} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${((100 * row.rps) / nginxRps).toFixed(0)}% |`,
  );
}
const siteRps = byLabel['npm start, gzip'].rps;
const verdicts = [
  [
    `npm start ≥ 15,000 req/s with gzip: ${siteRps.toFixed(0)} (${((100 * siteRps) / nginxRps).toFixed(0)}% of nginx serving out/)`,
    siteRps >= 15_000,
  ],
  [`npm start's resident memory under that load < 150 MB: peak ${rssPeak.toFixed(0)} MB`, rssPeak < 150],
  [`nginx serving out/ ≥ 90% of the plain-file limit: ${((100 * nginxRps) / limit).toFixed(0)}%`, nginxRps >= 0.9 * limit],
];
console.log('');
for (const [text, ok] of verdicts) console.log(`${ok ? '✔' : '✖'} ${text}`);

mkdirSync('bench/results', {recursive: true});
const file = `bench/results/serve-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({path, threads, connections, duration, warmup, rounds, rows, runs, rssPeak, verdicts}, null, 2));
console.log(`\nSaved ${file}`);
