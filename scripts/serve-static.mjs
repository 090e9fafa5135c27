// The production path, for the e2e suite and the benches: nginx serving out/ with
// deploy/nginx.conf, and, with --chat-port, the assistant's edge function under Deno proxied at
// the same origin. Runs in the foreground until SIGTERM/SIGINT, then stops both and removes its
// temporary config. Playwright's webServer list starts it (playwright.config.ts).
//   node scripts/serve-static.mjs --port 3211 [--chat-port 3212]
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {startNginx} from './nginx-conf.mjs';
import {startChatFunction} from './chat-function.mjs';

const {values} = parseArgs({
  options: {
    port: {type: 'string'},
    host: {type: 'string', default: '127.0.0.1'},
    'chat-port': {type: 'string'},
    root: {type: 'string', default: 'out'},
  },
});
const host = values.host;
const dir = mkdtempSync(join(tmpdir(), 'panlar-nginx-'));
const servers = [];

async function stop(code = 0) {
  for (const server of servers.reverse()) await server.stop();
  rmSync(dir, {recursive: true, force: true});
  process.exit(code);
}
process.on('SIGTERM', () => stop());
process.on('SIGINT', () => stop());

try {
  if (values['chat-port']) {
    // nginx sets X-Real-IP from the socket and overwrites a client's; the function trusts that
    // header alone, and a generous limit lets the suite's many chats through.
    servers.push(
      await startChatFunction({
        port: Number(values['chat-port']),
        host,
        env: {RHIA_CLIENT_IP_HEADER: 'x-real-ip', RHIA_RATE_LIMIT: process.env.RHIA_RATE_LIMIT ?? '1000'},
      }),
    );
  }
  const nginx = await startNginx({
    root: values.root,
    port: Number(values.port),
    host,
    dir,
    chatUpstream: values['chat-port'] ? `http://${host}:${values['chat-port']}` : undefined,
  });
  servers.push(nginx);
  console.log(`nginx serving ${values.root}/ on ${nginx.url}${values['chat-port'] ? `, assistant (Deno) behind it` : ''}`);
} catch (error) {
  console.error(error);
  await stop(1);
}
