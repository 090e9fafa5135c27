#!/usr/bin/env node
// Benchmark of RHIA's endpoint (not a test): time to first token and to [DONE] with 1 and 100
// concurrent streams, and the server's resident memory over 10,000 requests. It starts the server
// itself, with the rate limit off, and prints a table.
//
//   node bench/rhia.mjs                 # npm start's server (dist/server.mjs; needs `npm run build` first)
//   node bench/rhia.mjs --target deno   # the Deno edge-function entry
//   node bench/rhia.mjs --url http://host:port/functions/v1/rhia-chat   # a running server
//
// Options: --port N (default 3314), --requests N (memory run, default 10000).
import {spawn} from 'node:child_process';
import {denoRunArgs} from '../scripts/chat-function.mjs';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg, index, all) =>
      arg.startsWith('--') ? [arg.slice(2), all[index + 1]?.startsWith('--') ? 'true' : (all[index + 1] ?? 'true')] : null,
    )
    .filter(Boolean),
);
const target = args.url ? 'url' : (args.target ?? 'start');
const port = Number(args.port ?? 3314);
const memoryRequests = Number(args.requests ?? 10_000);

const questions = [
  ['¿Cuánto cuesta la inscripción para residentes?', 'es'],
  ['How much is registration for rheumatologists?', 'en'],
  ['Quanto custa a inscrição?', 'pt'],
  ['codigo de descuento de la aerolinea', 'es'],
  ['hotel rates', 'en'],
  ['hoteis', 'pt'],
  ['fecha limite para enviar resumenes', 'es'],
  ['how far is the venue from the airport', 'en'],
  ['política de cancelamento', 'pt'],
  ['¿Cuándo es el congreso?', 'es'],
];
const history = [
  {role: 'user', content: 'hola'},
  {role: 'assistant', content: '¡Hola! ¿En qué te ayudo?'},
];
const bodies = questions.map(([message, language]) => JSON.stringify({message, language, conversationHistory: history}));

// ---- the server -----------------------------------------------------------------------------

let child;
let url = args.url;

function waitFor(pattern, stream, timeoutMs = 60_000) {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), timeoutMs);
    stream.on('data', (chunk) => {
      output += chunk;
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

async function startServer() {
  const env = {...process.env, RHIA_RATE_LIMIT: '0', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1'};
  delete env.RHIA_MODEL_BASE_URL;
  if (target === 'start') {
    if (!existsSync(path.join(root, 'dist/server.mjs'))) throw new Error('Run `npm run build` first.');
    child = spawn(process.execPath, ['dist/server.mjs'], {
      cwd: root,
      env: {...env, PORT: String(port), HOST: '127.0.0.1'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await waitFor(/http:\/\//, child.stdout);
    url = `http://127.0.0.1:${port}/functions/v1/rhia-chat`;
  } else if (target === 'deno') {
    const deno = path.join(root, 'node_modules/deno/deno');
    child = spawn(deno, denoRunArgs, {
      cwd: root,
      env: {...env, PORT: String(port), HOST: '127.0.0.1', NO_COLOR: '1'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await waitFor(/listening on/, child.stdout);
    url = `http://127.0.0.1:${port}/rhia-chat`;
  }
}

/** Resident memory (MB) of the server and its child processes, from /proc. */
function rssMb() {
  if (!child) return NaN;
  const tree = new Set([child.pid]);
  let grew = true;
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return {pid: Number(pid), ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])};
      } catch {
        return null;
      }
    })
    .filter(Boolean);
  while (grew) {
    grew = false;
    for (const {pid, ppid} of stats) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let kb = 0;
  for (const pid of tree) {
    try {
      kb += Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    } catch {
      // The process ended.
    }
  }
  return kb / 1024;
}

// ---- one streamed exchange ------------------------------------------------------------------

const agent = new http.Agent({keepAlive: true, maxSockets: 256});
let turn = 0;

function exchange() {
  const body = bodies[turn++ % bodies.length];
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let first = NaN;
    let text = '';
    const request = http.request(
      url,
      {method: 'POST', agent, headers: {'content-type': 'application/json', 'content-length': Buffer.byteLength(body)}},
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return reject(new Error(`HTTP ${response.statusCode}`));
        }
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          if (Number.isNaN(first) && chunk.includes('"content"')) first = performance.now() - start;
          text += chunk;
        });
        response.on('end', () => {
          if (!text.includes('data: [DONE]')) return reject(new Error('No [DONE]'));
          resolve({first, done: performance.now() - start});
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

let errors = 0;

async function run(concurrency, total) {
  const samples = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next++;
      try {
        samples.push(await exchange());
      } catch (error) {
        // A kept-alive socket closed by the server under load: counted, not measured.
        errors++;
        if (errors > total / 100) throw error;
      }
    }
  };
  await Promise.all(Array.from({length: concurrency}, worker));
  return samples;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value) => `${value.toFixed(1)} ms`;

// ---- the run --------------------------------------------------------------------------------

try {
  await startServer();
  await run(100, 1000); // warm-up: JIT, module loading, and the 100 keep-alive sockets opened

  const rows = [];
  for (const [concurrency, total] of [
    [1, 500],
    [100, 3000],
  ]) {
    const started = performance.now();
    const samples = await run(concurrency, total);
    const seconds = (performance.now() - started) / 1000;
    const first = samples.map((sample) => sample.first);
    const done = samples.map((sample) => sample.done);
    rows.push({
      concurrency,
      requests: total,
      'first token p50': ms(percentile(first, 50)),
      'first token p99': ms(percentile(first, 99)),
      '[DONE] p50': ms(percentile(done, 50)),
      '[DONE] p99': ms(percentile(done, 99)),
      'req/s': Math.round(total / seconds),
    });
  }

  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 250);
  await run(50, memoryRequests / 2);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const half = rssMb();
  await run(50, memoryRequests / 2);
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = rssMb();

  console.log(`\nRHIA endpoint benchmark: ${target === 'url' ? url : target} (embedded engine, rate limit off)\n`);
  console.table(rows);
  if (errors) console.log(`${errors} request(s) failed (connection reset) and were left out.`);
  console.table([
    {
      requests: memoryRequests,
      'RSS before (MB)': before.toFixed(1),
      'RSS peak (MB)': peak.toFixed(1),
      [`RSS after ${memoryRequests / 2} (MB)`]: half.toFixed(1),
      'RSS after (MB)': after.toFixed(1),
      'growth (MB)': (after - before).toFixed(1),
      'growth, 2nd half (MB)': (after - half).toFixed(1),
    },
  ]);
} finally {
  agent.destroy();
  child?.kill('SIGTERM');
}
