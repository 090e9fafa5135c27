// Renders deploy/nginx.conf for a root directory and an address, with the security headers and
// the caching of lib/security/headers.mjs (the list npm start's server sends), and starts
// nginx with it as a child process (npm test, bench/serve.mjs).
//
//   node scripts/nginx-conf.mjs --root /srv/panlar/out --listen 80 --dir /etc/nginx/panlar \
//     [--user www-data] [--chat-upstream http://127.0.0.1:8000] [--csp-manifest dist/csp-hashes.json]
//
// Each page's Content-Security-Policy carries the hashes of its inline scripts, from the manifest
// the build writes (lib/security/csp-hashes.mjs): a `map` keyed on the file nginx serves ($uri
// after try_files or error_page is `/en/hotels.html`), in csp-map.conf.
// The Content-Security-Policy names the assistant's host when NEXT_PUBLIC_RHIA_CHAT_URL is set:
// render the config with the same environment as `npm run build`.
import {spawn, execSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {userInfo} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  cacheControl,
  contentSecurityPolicy,
  cspHeaderName,
  filePathPatterns,
  pagePolicies,
  securityHeaders,
} from '../lib/security/headers.mjs';
import {readCspManifest} from '../lib/security/csp-manifest.mjs';
import {assertPortFree, running} from './ports.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
export const templatePath = join(root, 'deploy', 'nginx.conf');

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** An nginx string literal: the values are ours, so refuse what nginx would read as syntax. */
function quoted(value) {
  if (/["\\$\n]/.test(value)) throw new Error(`Header value not representable in nginx.conf: ${value}`);
  return `"${value}"`;
}

/** The variable that holds the policy of the file being served (csp-map.conf). */
export const cspVariable = '$panlar_csp';

/**
 * `add_header` lines for the security headers; `always` so that 404s and redirects carry them too.
 * The policy is the file's own, looked up in csp-map.conf.
 */
export function securityHeaderLines(env = process.env) {
  const csp = cspHeaderName(env);
  return securityHeaders({env}).map(({key, value}) => `add_header ${key} ${key === csp ? cspVariable : quoted(value)} always;`);
}

/** The map from a served file to its policy; anything that is not a page gets the policy without hashes. */
export function cspMapLines(manifest, env = process.env) {
  const entries = [...pagePolicies(manifest, env)].map(([file, policy]) => `    ${quoted(`/${file}`)} ${quoted(policy)};`);
  return [`map $uri ${cspVariable} {`, `    default ${quoted(contentSecurityPolicy({env}))};`, ...entries, '}'];
}

/** A location per public-file pattern of the headers module (`/icons/:file*`, `/robots.txt`). */
export function publicFileLocations() {
  return filePathPatterns.map((pattern) => {
    const match = /^(\/[^:]*?)\/:[a-z]+\*$/i.exec(pattern);
    if (!match && pattern.includes(':')) throw new Error(`Unsupported file pattern: ${pattern}`);
    const location = match ? `^~ ${match[1]}/` : `= ${pattern}`;
    return [
      `location ${location} {`,
      '    include security-headers.conf;',
      `    add_header Cache-Control ${quoted(cacheControl.file)};`,
      '    try_files $uri =404;',
      '}',
    ].join('\n');
  });
}

/** Whether Debian's ngx_brotli static module is installed (libnginx-mod-http-brotli-static). */
export const hasBrotli = () => existsSync(BROTLI_MODULE);

/**
 * The three files of a runnable config: nginx.conf from the template and its two includes.
 * `listen` is nginx's listen value (`127.0.0.1:3307`, `80`); `runtime` holds the pid file, the
 * error log and the temp directories.
 */
export function renderNginxConf({
  root: siteRoot,
  listen,
  runtime,
  env = process.env,
  brotli = hasBrotli(),
  accessLog = 'off',
  mimeTypes = '/etc/nginx/mime.types',
  user,
  chatUpstream,
  cspManifest = readCspManifest(),
}) {
  if (chatUpstream && !/^https?:\/\/[\w.:[\]-]+$/.test(chatUpstream)) throw new Error(`Not an upstream origin: ${chatUpstream}`);
  const kept = {brotli, user: Boolean(user), chat: Boolean(chatUpstream)};
  const values = {
    user: user ?? '',
    chat_upstream: chatUpstream ?? '',
    brotli_module: BROTLI_MODULE,
    runtime: resolve(runtime),
    root: resolve(siteRoot),
    listen: String(listen),
    mime_types: mimeTypes,
    access_log: accessLog,
    cache_page: cacheControl.page,
    cache_immutable: cacheControl.immutable,
    cache_not_found: cacheControl.notFound,
  };
  const conf = readFileSync(templatePath, 'utf8')
    .split('\n')
    .filter((line) => {
      const optional = /# (brotli|user|chat)$/.exec(line)?.[1];
      return !optional || kept[optional];
    })
    .join('\n')
    .replace(/\{\{(\w+)\}\}/g, (_, name) => {
      if (!(name in values)) throw new Error(`Unknown placeholder {{${name}}} in deploy/nginx.conf`);
      return values[name];
    });
  return {
    'nginx.conf': conf,
    'security-headers.conf': `# Generated by scripts/nginx-conf.mjs from lib/security/headers.mjs.\n${securityHeaderLines(env).join('\n')}\n`,
    'public-files.conf': `# Generated by scripts/nginx-conf.mjs from lib/security/headers.mjs.\n${publicFileLocations().join('\n')}\n`,
    'csp-map.conf': `# Generated by scripts/nginx-conf.mjs from the build's script hashes.\n${cspMapLines(cspManifest, env).join('\n')}\n`,
  };
}

/** Writes the rendered config into `dir` (created) and returns the path of its nginx.conf. */
export function writeNginxConf(dir, options) {
  mkdirSync(dir, {recursive: true});
  mkdirSync(options.runtime, {recursive: true});
  for (const [name, text] of Object.entries(renderNginxConf(options))) writeFileSync(join(dir, name), text);
  return join(dir, 'nginx.conf');
}

export const NGINX_CANDIDATES = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean);

/** Debian's nginx, installed with apt-get when missing and we are root on Debian (like Chromium). */
export function ensureNginx() {
  let found = NGINX_CANDIDATES.find((path) => existsSync(path));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if ((!found || !hasBrotli()) && isRoot && existsSync('/etc/debian_version')) {
    console.log('[setup] Installing Debian nginx (apt-get)…');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx-light libnginx-mod-http-brotli-static >/dev/null',
      {stdio: 'inherit', shell: '/bin/bash'},
    );
    found = NGINX_CANDIDATES.find((path) => existsSync(path));
  }
  if (!found) throw new Error('No nginx found. Install it (Debian/Ubuntu: `sudo apt-get install nginx-light`) or set NGINX_PATH.');
  return found;
}

/**
 * Starts nginx in the foreground (`daemon off`, so its PID is the master's own) on a rendered
 * config; resolves when it answers on `listen`, with a `stop()` that signals that PID.
 */
export async function startNginx({root: siteRoot, port, host = '127.0.0.1', dir, env = process.env, accessLog, chatUpstream}) {
  const binary = ensureNginx();
  await assertPortFree(port, host);
  const runtime = join(dir, 'run');
  // Started as root, nginx would hand its workers to its default user (nobody), who cannot read a
  // checkout under a private (0700) directory: they run as the invoking user instead.
  const user = process.getuid?.() === 0 ? userInfo().username : undefined;
  const conf = writeNginxConf(dir, {root: siteRoot, listen: `${host}:${port}`, runtime, env, accessLog, user, chatUpstream});
  execSync(`${binary} -t -q -c ${conf} -e ${join(runtime, 'error.log')}`, {stdio: 'inherit'});
  const child = spawn(binary, ['-c', conf, '-e', join(runtime, 'error.log'), '-g', 'daemon off;'], {stdio: 'inherit'});
  const exited = new Promise((done) => child.once('exit', done));
  // Never leave a server behind, even when the caller dies on an exception.
  const killOnExit = () => running(child) && process.kill(child.pid, 'SIGTERM');
  process.once('exit', killOnExit);
  const url = `http://${host}:${port}`;
  try {
    await waitForHttp(url, () => !running(child));
  } catch (error) {
    killOnExit();
    throw error;
  }
  return {
    pid: child.pid,
    url,
    conf,
    errorLog: join(runtime, 'error.log'),
    async stop() {
      process.off('exit', killOnExit);
      if (running(child)) process.kill(child.pid, 'SIGQUIT');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
      if (running(child)) process.kill(child.pid, 'SIGKILL');
    },
  };
}

/** Polls a URL until it answers (any status), or fails when `died()` says the server is gone. */
export async function waitForHttp(url, died = () => false, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (died()) throw new Error(`The server for ${url} exited before answering`);
    try {
      await fetch(url, {method: 'HEAD', signal: AbortSignal.timeout(1000)});
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = Object.fromEntries(
    process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
  );
  const dir = args.dir || 'deploy/rendered';
  const conf = writeNginxConf(dir, {
    root: args.root || 'out',
    listen: args.listen || '8080',
    runtime: args.runtime || join(dir, 'run'),
    accessLog: args['access-log'] || 'off',
    user: args.user,
    chatUpstream: args['chat-upstream'],
    cspManifest: readCspManifest(args['csp-manifest']),
  });
  console.log(`Wrote ${conf} (+ security-headers.conf, public-files.conf, csp-map.conf). Run: nginx -c ${resolve(conf)} -g 'daemon off;'`);
}
