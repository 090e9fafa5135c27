// Starts the assistant's edge-function entry (supabase/functions/rhia-chat/index.ts) under Deno,
// as a static deployment runs it next to the pages: the `deno` npm package ships the binary.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {assertPortFree, running} from './ports.mjs';
import {waitForHttp} from './nginx-conf.mjs';

export const entry = 'supabase/functions/rhia-chat/index.ts';
export const denoConfig = 'supabase/functions/rhia-chat/deno.json';

/** `deno` arguments that run the entry with the permissions it needs (npm test, benches, unit test). */
export const denoRunArgs = ['run', '--allow-net', '--allow-env', '--allow-read', '--config', denoConfig, entry];

/** Whether the project has the edge-function entry (the assistant's issue adds it). */
export const hasChatFunction = () => existsSync(entry);

/** The Deno binary itself (not the npm wrapper, so that the PID we stop is the server's own). */
export function findDeno() {
  const shipped = join('node_modules', 'deno', process.platform === 'win32' ? 'deno.exe' : 'deno');
  if (existsSync(shipped)) return shipped;
  try {
    // The package's own installer, when its postinstall did not run.
    const require = createRequire(import.meta.url);
    const installed = require(join(process.cwd(), 'node_modules', 'deno', 'install_api.cjs')).runInstall();
    if (installed && existsSync(installed)) return installed;
  } catch {
    // Not installed as an npm package.
  }
  const onPath = (process.env.PATH ?? '')
    .split(':')
    .map((dir) => join(dir, 'deno'))
    .find((path) => existsSync(path));
  if (onPath) return onPath;
  throw new Error('No Deno found: `npm ci` installs the `deno` package, or put deno on the PATH.');
}

/**
 * Serves the function on `host:port`; `origins` are the sites allowed to call it (CORS). Resolves
 * once it answers, with its URL (the value of NEXT_PUBLIC_RHIA_CHAT_URL) and a `stop()`.
 */
export async function startChatFunction({port, host = '127.0.0.1', origins = [], env = {}}) {
  await assertPortFree(port, host);
  const child = spawn(findDeno(), denoRunArgs, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DENO_NO_UPDATE_CHECK: '1',
      PORT: String(port),
      HOST: host,
      RHIA_ALLOWED_ORIGINS: origins.join(','),
      ...env,
    },
  });
  const exited = new Promise((done) => child.once('exit', done));
  const killOnExit = () => running(child) && process.kill(child.pid, 'SIGTERM');
  process.once('exit', killOnExit);
  const origin = `http://${host}:${port}`;
  try {
    await waitForHttp(origin, () => !running(child), 60_000);
  } catch (error) {
    killOnExit();
    throw error;
  }
  return {
    pid: child.pid,
    url: `${origin}/functions/v1/rhia-chat`,
    async stop() {
      process.off('exit', killOnExit);
      if (running(child)) process.kill(child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
      if (running(child)) process.kill(child.pid, 'SIGKILL');
    },
  };
}
