// Loopback ports for the servers that the test harness and the benches start.
import {createServer} from 'node:net';

/** Resolves `port` when nothing listens on it, else rejects: a server must never meet another one. */
export function assertPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`${host}:${port} is in use`)));
    probe.listen(port, host, () => probe.close(() => resolve(port)));
  });
}

/** `preferred` (e.g. from an env variable) when given and free; otherwise a port the system picks. */
export async function freePort(preferred, host = '127.0.0.1') {
  if (preferred) return assertPortFree(Number(preferred), host);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const {port} = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Whether a child process still runs (one killed by a signal has no exit code, only a signal). */
export const running = (child) => child.exitCode === null && child.signalCode === null;
