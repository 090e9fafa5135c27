import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {connect, createServer} from 'node:net';
import {join} from 'node:path';

export type Server = {
  url: string;
  port: number;
  child: ChildProcess;
  rssMb: () => number;
  /** Bytes the process has caused to be written to storage (/proc/PID/io). */
  diskWrites: () => number;
  exited: Promise<number | null>;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as {port: number};
      probe.close(() => resolve(port));
    });
  });

/** npm start's server as built (dist/server.mjs over out/), on a free loopback port. */
export async function startServer(env: Record<string, string> = {}): Promise<Server> {
  if (!existsSync('dist/server.mjs')) throw new Error('dist/server.mjs is missing: run `npm run build` first');
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server.mjs'], {
    env: {...process.env, PORT: String(port), HOST: '127.0.0.1', ...env},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  await new Promise<void>((ready, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('http://') && ready());
    child.once('exit', () => fail(new Error('the server exited before listening')));
  });
  child.stdout!.resume();
  const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;
  const diskWrites = () => Number(/write_bytes:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/io`, 'utf8'))![1]);
  return {url: `http://127.0.0.1:${port}`, port, child, rssMb, diskWrites, exited};
}

export async function stopServer(server: Server) {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await server.exited;
}

/** A raw HTTP/1.1 exchange, for request lines no client library sends. Resolves with the head. */
export function rawRequest(
  port: number,
  text: string,
  timeoutMs = 5_000,
): Promise<{status: number; headers: Record<string, string>; raw: string}> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    const timer = setTimeout(
      () => (socket.destroy(), reject(new Error(`no answer within ${timeoutMs} ms to ${text.split('\r\n')[0]}`))),
      timeoutMs,
    );
    socket.on('data', (chunk) => {
      raw += chunk.toString('latin1');
      const end = raw.indexOf('\r\n\r\n');
      if (end < 0) return;
      clearTimeout(timer);
      socket.destroy();
      const [statusLine, ...lines] = raw.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({status: Number(statusLine.split(' ')[1]), headers, raw});
    });
    socket.on('error', (error) => (clearTimeout(timer), reject(error)));
    socket.write(text);
  });
}

/** Files and bytes under the build's folders, where a caching server would leave pages. */
export function diskFootprint(roots = ['out', 'dist']): {files: number; bytes: number} {
  let files = 0;
  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        files += 1;
        bytes += statSync(path).size;
      }
    }
  };
  roots.filter((root) => existsSync(root)).forEach(walk);
  return {files, bytes};
}

/** Runs `count` tasks with at most `width` at a time. */
export async function pool<T>(count: number, width: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({length: width}, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}
