import http, {ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {installLargeStringEnd, uninstallLargeStringEnd, LARGE_STRING} from '@/lib/server/large-string-end.mjs';
import {register} from '@/instrumentation.server';

// A page-like body over the 65,535-character threshold, with characters of one, two and three
// UTF-8 bytes so that a wrong length or a split in the wrong place would show.
const big = ('<p>Inscripción — São Paulo… “RHIA” ñandú ' + 'x'.repeat(60) + '</p>\n').repeat(1000);
const small = '<p>Panamá — 27–30 abril</p>';

type Handler = (req: http.IncomingMessage, res: ServerResponse) => void;

async function serve(handler: Handler, method = 'GET') {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  try {
    return await new Promise<{status: number; headers: http.IncomingHttpHeaders; body: Buffer}>((resolve, reject) => {
      const req = http.request({host: '127.0.0.1', port, path: '/', method, agent: false}, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const nextLike: (body: string) => Handler = (body) => (_req, res) => {
  // What Next's send-payload does for a prerendered page.
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
};

describe('large string responses under next start', () => {
  const original = ServerResponse.prototype.end;
  let flush: jest.SpyInstance;

  beforeEach(() => {
    installLargeStringEnd();
    flush = jest.spyOn(ServerResponse.prototype, 'flushHeaders');
  });
  afterEach(() => {
    flush.mockRestore();
    uninstallLargeStringEnd();
  });

  it('the test body is over the threshold and has multi-byte characters', () => {
    expect(big.length).toBeGreaterThan(LARGE_STRING);
    expect(Buffer.byteLength(big)).toBeGreaterThan(big.length);
  });

  it('writes the head first for a large page, and the bytes on the wire are the page', async () => {
    const res = await serve(nextLike(big));
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(big)));
    expect(res.body.equals(Buffer.from(big))).toBe(true);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('leaves small pages on Node’s own path', async () => {
    const res = await serve(nextLike(small));
    expect(res.body.toString()).toBe(small);
    expect(flush).not.toHaveBeenCalled();
  });

  it('works when the head was built before end, as Next’s compression middleware does', async () => {
    const res = await serve((_req, res) => {
      res.setHeader('Content-Length', Buffer.byteLength(big));
      res.setHeader('X-Test', 'kept');
      res.writeHead(203);
      expect(res.headersSent).toBe(true);
      res.end(big);
    });
    expect(res.status).toBe(203);
    expect(res.headers['x-test']).toBe('kept');
    expect(res.body.equals(Buffer.from(big))).toBe(true);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('keeps a chunked response (no Content-Length) intact', async () => {
    const res = await serve((_req, res) => {
      res.write('<!DOCTYPE html>');
      res.end(big);
    });
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.body.toString()).toBe('<!DOCTYPE html>' + big);
  });

  it('passes end() without a body, a callback and HEAD through unchanged', async () => {
    const done = jest.fn();
    const head = await serve((_req, res) => {
      res.setHeader('Content-Length', Buffer.byteLength(big));
      res.end(null);
    }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const withCallback = await serve((_req, res) => {
      res.end(big, 'utf8', done);
    });
    expect(withCallback.body.toString()).toBe(big);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('installs once and uninstalls back to Node’s end', () => {
    const patched = ServerResponse.prototype.end;
    expect(patched).not.toBe(original);
    installLargeStringEnd();
    expect(ServerResponse.prototype.end).toBe(patched);
    uninstallLargeStringEnd();
    expect(ServerResponse.prototype.end).toBe(original);
  });
});

describe('instrumentation register()', () => {
  const runtime = process.env.NEXT_RUNTIME;
  afterEach(() => {
    process.env.NEXT_RUNTIME = runtime;
    uninstallLargeStringEnd();
  });

  it('installs the patch in the Node.js runtime only', async () => {
    const original = ServerResponse.prototype.end;
    process.env.NEXT_RUNTIME = 'edge';
    await register();
    expect(ServerResponse.prototype.end).toBe(original);
    process.env.NEXT_RUNTIME = 'nodejs';
    await register();
    expect(ServerResponse.prototype.end).not.toBe(original);
  });
});
