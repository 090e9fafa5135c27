import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {denoRunArgs} from '../../scripts/chat-function.mjs';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {readChatStream} from '@/lib/rhia/stream-reader';

/**
 * The edge-function entry (supabase/functions/rhia-chat/index.ts) under Deno: start it, complete
 * one streamed exchange, stop it. The `deno` npm package ships the binary; the test is skipped
 * only when that binary cannot run on this machine (it says so).
 */
const root = path.resolve(__dirname, '../..');

function denoBinary(): string | null {
  const candidates = [process.env.DENO_BIN, path.join(root, 'node_modules/deno', process.platform === 'win32' ? 'deno.exe' : 'deno')];
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    candidates.push(require(path.join(root, 'node_modules/deno/install_api.cjs')).runInstall());
  } catch {
    // No installer: the candidates above are all there is.
  }
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate) && spawnSync(candidate, ['--version']).status === 0) return candidate;
  }
  return null;
}

const deno = denoBinary();
if (!deno) console.warn('Deno test skipped: the deno binary from the `deno` npm package cannot run on this machine.');
const maybe = deno ? describe : describe.skip;

maybe('the Deno edge function', () => {
  let child: ChildProcess;
  let origin = '';

  beforeAll(async () => {
    child = spawn(deno!, denoRunArgs, {
      cwd: root,
      env: {...process.env, PORT: '0', HOST: '127.0.0.1', RHIA_RATE_LIMIT: '0', NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    origin = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Deno did not start:\n${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = output.match(/listening on (http:\/\/[^\s/]+)/);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.on('exit', (code) => reject(new Error(`Deno exited with ${code}:\n${output}`)));
    });
  }, 70_000);

  afterAll(() => {
    child?.kill('SIGTERM');
  });

  it('streams an answer from the same handler', async () => {
    const response = await fetch(`${origin}/rhia-chat`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({message: 'airline discount code', language: 'en', conversationHistory: []}),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    let deltas = 0;
    const text = await readChatStream(response, () => deltas++);
    expect(deltas).toBeGreaterThan(1);
    expect(text).toContain('C9562');
    expect(text).toContain('/en/official-airline');
  });

  it('rejects bad input with a JSON error there too', async () => {
    const response = await fetch(`${origin}/rhia-chat`, {method: 'POST', headers: {'content-type': 'application/json'}, body: '{oops'});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({error: expect.any(String)});
    // fetch labels a string body text/plain: what a cross-site form or beacon sends.
    const plain = await fetch(`${origin}/rhia-chat`, {method: 'POST', body: '{"message":"hola","language":"es"}'});
    expect(plain.status).toBe(415);
    expect(await plain.json()).toEqual({error: expect.any(String)});
  });
});
