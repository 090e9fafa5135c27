import {createServer} from 'node:http';
import {resolve} from 'node:path';
import {defaultChatPath} from '@/lib/rhia/protocol';
import {cspManifestPath, readCspManifest} from '@/lib/security/csp-manifest.mjs';
import {createChatListener} from './chat';
import {clientErrorResponse} from './client-error';
import {createSiteListener} from './site';

/**
 * npm start's server: the static export (out/) and the assistant's endpoint in one Node process.
 *   PORT (3000), HOST (0.0.0.0), SITE_ROOT (out), SHUTDOWN_TIMEOUT_MS (10000),
 *   MAX_CONNECTIONS (4096), CSP_MANIFEST (dist/csp-hashes.json), CSP_REPORT_ONLY, CSP_REPORT_URI,
 *   and the assistant's RHIA_* variables (README).
 */
const env = process.env;
const port = Number(env.PORT || 3000);
const host = env.HOST || '0.0.0.0';
const shutdownMs = Number(env.SHUTDOWN_TIMEOUT_MS || 10_000);

const listener = createSiteListener({
  root: resolve(env.SITE_ROOT || 'out'),
  chat: createChatListener(env),
  chatPath: defaultChatPath,
  cspManifest: readCspManifest(resolve(env.CSP_MANIFEST || cspManifestPath)),
  env,
});

let stopping = false;
const server = createServer(
  {
    // Slow clients cannot hold the server: the request head must arrive within 10 s and the whole
    // request within 30 s (checked every second), idle keep-alive sockets close after 5 s.
    headersTimeout: 10_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    connectionsCheckingInterval: 1_000,
    // A request without Host is still a request for a file (HTTP/1.0 clients send none); Node's
    // own refusal would go out without the site's headers.
    requireHostHeader: false,
  },
  (req, res) => {
    // While stopping, a finished response closes its connection instead of keeping it alive.
    if (stopping) res.setHeader('Connection', 'close');
    listener(req, res);
  },
);
// Requests Node cannot parse (a garbled line, headers over 16 KB, a head that took too long) are
// answered here rather than by Node's bare default, so they carry the site's headers and a JSON error.
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  socket.end(clientErrorResponse(error.code));
});

// Past this many open sockets new ones are refused, so a flood cannot exhaust file descriptors
// or memory; the timeouts above free them.
server.maxConnections = Number(env.MAX_CONNECTIONS || 4096);

server.listen(port, host, () => {
  console.log(`PANLAR 2026 on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});

// Graceful stop: no new connections, idle ones closed, requests in flight (a streaming reply)
// may finish until the deadline, then every socket is closed and the process exits.
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing (at most ${shutdownMs / 1000} s)`);
  const deadline = setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, shutdownMs);
  deadline.unref();
  server.close(() => process.exit(0));
  // Connections go idle as their last response ends; close each as soon as it does.
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
