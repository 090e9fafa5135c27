import http from 'node:http';
import {connect, type Socket} from 'node:net';
import {securityHeaders} from '@/lib/security/headers.mjs';
import {diskFootprint, pool, rawRequest, startServer, stopServer, type Server} from './harness';

// npm start's server (dist/server.mjs, as `npm run build` makes it) under the traffic a public
// server meets: loopback only, every loop bounded. The time and memory figures are generous
// liveness bounds, not speed targets (bench/serve.mjs measures speed).
jest.setTimeout(120_000);

const csp = securityHeaders({env: {}}).find((header) => header.key === 'Content-Security-Policy')!.value;

/** A GET through a keep-alive agent; resolves with the status and the time it took. */
function get(agent: http.Agent, url: string, headers: Record<string, string> = {}) {
  const started = Date.now();
  return new Promise<{status: number; ms: number}>((resolve, reject) => {
    http
      .get(url, {agent, headers}, (response) => {
        response.resume();
        response.on('end', () => resolve({status: response.statusCode!, ms: Date.now() - started}));
      })
      .on('error', reject);
  });
}

function postChat(agent: http.Agent, url: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify({message: 'hola', language: 'es', conversationHistory: []});
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      `${url}/functions/v1/rhia-chat`,
      {method: 'POST', agent, headers: {'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers}},
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('npm start’s server, everyday hostility', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => stopServer(server));

  it('answers 1,000 distinct unknown URLs with 404, quickly, writing nothing and keeping its memory', async () => {
    const agent = new http.Agent({keepAlive: true, maxSockets: 20});
    await pool(100, 20, (index) => get(agent, `${server.url}/warm-up/${index}`));
    const disk = diskFootprint();
    const written = server.diskWrites();
    const rss = server.rssMb();
    const results = await pool(1000, 20, (index) =>
      get(agent, `${server.url}/${index % 3 ? 'en/' : ''}no-such-page/${index}-${Math.random().toString(36).slice(2)}`),
    );
    agent.destroy();
    expect(results.filter((result) => result.status !== 404)).toEqual([]);
    expect(Math.max(...results.map((result) => result.ms))).toBeLessThan(2_000);
    expect(diskFootprint()).toEqual(disk);
    expect(server.diskWrites() - written).toBe(0);
    expect(server.rssMb() - rss).toBeLessThan(30);
  });

  it.each([
    ['a lone percent sign', 400, 'GET /% HTTP/1.1'],
    ['an invalid UTF-8 escape', 400, 'GET /en/%ff HTTP/1.1'],
    ['a truncated escape', 400, 'GET /pt-br/%E0%A4%A HTTP/1.1'],
    ['a backslash in the path', 400, 'GET /\\evil.example/ HTTP/1.1'],
    ['OPTIONS *', 400, 'OPTIONS * HTTP/1.1'],
    ['a POST to a page', 405, 'POST /en HTTP/1.1\r\nContent-Length: 0'],
    ['a range past the end', 416, 'GET /robots.txt HTTP/1.1\r\nRange: bytes=99999-'],
    ['a range that ends before it starts', 416, 'GET /robots.txt HTTP/1.1\r\nRange: bytes=50-10'],
  ])('%s answers %i with the security headers', async (_, status, line) => {
    const response = await rawRequest(server.port, `${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(response.status).toBe(status);
    expect(response.headers['content-security-policy']).toBe(csp);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['a request line that is no HTTP', 400, 'GARBAGE\r\n\r\n'],
    ['headers over 16 KB', 431, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
  ])('%s answers %i with the security headers and a JSON error', async (_, status, text) => {
    const response = await rawRequest(server.port, text);
    expect(response.status).toBe(status);
    expect(response.headers['content-security-policy']).toBe(csp);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('serves a page to a client that sends no Host header', async () => {
    const response = await rawRequest(server.port, 'GET /en HTTP/1.0\r\n\r\n');
    expect(response.status).toBe(200);
    const chat = await rawRequest(
      server.port,
      'POST /functions/v1/rhia-chat HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    );
    expect(chat.status).toBeGreaterThanOrEqual(400);
    expect(chat.status).toBeLessThan(500);
  });

  it('ignores a malformed or multiple Range and sends the whole file', async () => {
    for (const range of ['bytes=abc', 'items=0-5', 'bytes=0-1,3-4']) {
      const response = await rawRequest(
        server.port,
        `GET /robots.txt HTTP/1.1\r\nHost: localhost\r\nRange: ${range}\r\nConnection: close\r\n\r\n`,
      );
      expect([range, response.status]).toEqual([range, 200]);
    }
  });

  it('never redirects to another host, whatever the request line or the path', async () => {
    for (const target of ['http://evil.example/en/', '//evil.example/', '/\\evil.example/', 'https://evil.example//evil.example/x/']) {
      const response = await rawRequest(server.port, `GET ${target} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
      expect(response.status).toBeLessThan(500);
      const location = response.headers['location'];
      if (location) expect([target, new URL(location, 'http://site.test').host]).toEqual([target, 'site.test']);
    }
  });

  it('serves a visitor within 2 s while 200 clients send their headers a byte at a time', async () => {
    const slow: Socket[] = [];
    for (let index = 0; index < 200; index += 1) {
      const socket = connect(server.port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write('GET / HTTP/1.1\r\nHost: local');
      slow.push(socket);
    }
    const drip = setInterval(() => slow.forEach((socket) => socket.write('x')), 500);
    try {
      await new Promise((done) => setTimeout(done, 500));
      const agent = new http.Agent({keepAlive: false});
      const result = await get(agent, `${server.url}/en`);
      expect(result.status).toBe(200);
      expect(result.ms).toBeLessThan(2_000);
    } finally {
      clearInterval(drip);
      slow.forEach((socket) => socket.destroy());
    }
  });

  it('counts the assistant’s requests by the socket’s address, whatever X-Forwarded-For says', async () => {
    const agent = new http.Agent({keepAlive: true, maxSockets: 5});
    const statuses = await pool(100, 5, (index) => postChat(agent, server.url, {'x-forwarded-for': `203.0.113.${index}, 10.0.0.${index}`}));
    agent.destroy();
    // The default limit, 20 a minute, whatever each request claims to come from.
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(80);
  });
});

describe('npm start’s server with a client-address header configured', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({RHIA_CLIENT_IP_HEADER: 'x-client-ip'});
  });
  afterAll(() => stopServer(server));

  it('keeps its memory within 50 MB over 20,000 requests carrying distinct 8 KB values and distinct addresses', async () => {
    const agent = new http.Agent({keepAlive: true, maxSockets: 50});
    // Warm-up with the same kind of traffic, so that the heap has grown to its working size.
    await pool(4_000, 50, (index) => postChat(agent, server.url, {'x-client-ip': `2001:db8:1::${index.toString(16)}`}));
    const rss = server.rssMb();
    // Half carry 8 KB of junk, half a distinct real address, each a new key for the limiter.
    const value = (index: number) => (index % 2 ? `${index}-${'a'.repeat(8 * 1024)}` : `2001:db8::${index.toString(16)}`);
    const statuses = await pool(20_000, 50, (index) => postChat(agent, server.url, {'x-client-ip': value(index)}));
    agent.destroy();
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(server.rssMb() - rss).toBeLessThan(50);
  });
});

describe('npm start’s server stopping', () => {
  it('exits within its deadline on SIGTERM while a client sends one byte a second', async () => {
    const server = await startServer({SHUTDOWN_TIMEOUT_MS: '3000'});
    const socket = connect(server.port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write(
      'POST /functions/v1/rhia-chat HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const drip = setInterval(() => socket.write(' '), 1000);
    await new Promise((done) => setTimeout(done, 300));
    const started = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    clearInterval(drip);
    socket.destroy();
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('lets a request in flight finish before it exits', async () => {
    const server = await startServer({SHUTDOWN_TIMEOUT_MS: '5000'});
    const socket = connect(server.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    const body = JSON.stringify({message: 'hola', language: 'es'});
    socket.write(
      `POST /functions/v1/rhia-chat HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    await new Promise((done) => setTimeout(done, 200));
    server.child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 300));
    socket.write(body);
    expect(await server.exited).toBe(0);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('data: [DONE]');
  });
});
