import es from '@/messages/es.json';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import {createChatHandler, optionsFromEnv, type ChatHandlerOptions, type RequestInfo} from '@/lib/rhia/handler';
import {createRateLimiter} from '@/lib/rhia/rate-limit';

/**
 * Who the rate limiter counts: the visitor's side and the attacker's. A client chooses every
 * header it sends, so by default no header names the visitor; only a deployer can name one.
 */
const catalogs = {es, en, pt} as ChatHandlerOptions['catalogs'];
const url = 'http://localhost/functions/v1/rhia-chat';
const body = JSON.stringify({message: 'hoteles', language: 'es', conversationHistory: []});

function sender(options: Omit<ChatHandlerOptions, 'catalogs'>) {
  const handler = createChatHandler({catalogs, ...options});
  return async (info: RequestInfo, headers: Record<string, string> = {}, payload = body) => {
    const response = await handler(
      new Request(url, {method: 'POST', body: payload, headers: {'content-type': 'application/json', ...headers}}),
      info,
    );
    await response.arrayBuffer();
    return response.status;
  };
}

describe('the client address, by default', () => {
  // The socket's address when the server passes one; a server that passes none shares one key.
  const servers: [string, RequestInfo, RequestInfo][] = [
    ['a server that passes the socket address', {clientAddress: '198.51.100.7'}, {clientAddress: '203.0.113.9'}],
    ['a server that passes no address', {}, {}],
  ];

  it.each(servers)('behind %s, 100 X-Forwarded-For values from one client meet 429 after the limit', async (_, attacker) => {
    const send = sender(optionsFromEnv({}));
    const statuses: number[] = [];
    for (let index = 0; index < 100; index++) statuses.push(await send(attacker, {'x-forwarded-for': `203.0.113.${index}`}));
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual(Array(80).fill(429));
  });

  it('does not charge a request to the address it names in X-Forwarded-For', async () => {
    const send = sender(optionsFromEnv({}));
    for (let index = 0; index < 20; index++) await send({clientAddress: '198.51.100.7'}, {'x-forwarded-for': '203.0.113.9'});
    expect(await send({clientAddress: '203.0.113.9'})).toBe(200);
    expect(await send({clientAddress: '203.0.113.9'}, {'x-forwarded-for': '203.0.113.9'})).toBe(200);
  });

  it('ignores the usual proxy headers too', async () => {
    const send = sender({...optionsFromEnv({}), rateLimit: 1});
    expect(await send({clientAddress: '198.51.100.7'}, {'x-real-ip': '203.0.113.1', 'cf-connecting-ip': '203.0.113.1'})).toBe(200);
    expect(await send({clientAddress: '198.51.100.7'}, {'x-real-ip': '203.0.113.2', 'cf-connecting-ip': '203.0.113.2'})).toBe(429);
  });
});

describe('a header the deployer names', () => {
  it('is read, and an absent or non-address value falls back to the socket address', async () => {
    const send = sender({rateLimit: 1, clientIpHeader: 'x-real-ip'});
    expect(await send({clientAddress: '10.0.0.1'}, {'x-real-ip': '192.0.2.1'})).toBe(200);
    expect(await send({clientAddress: '10.0.0.1'}, {'x-real-ip': '192.0.2.1'})).toBe(429);
    expect(await send({clientAddress: '10.0.0.1'}, {'x-real-ip': '2001:DB8::1'})).toBe(200);
    expect(await send({clientAddress: '10.0.0.1'}, {'x-real-ip': '2001:db8::1'})).toBe(429);
    // Not addresses: each falls back to the socket address, whose one request is spent below.
    expect(await send({clientAddress: '10.0.0.1'})).toBe(200);
    for (const junk of ['not-an-ip', '192.0.2.1, 192.0.2.2', '256.1.1.1', '1.2.3', '192.0.2.1:8080', '::1::2', 'a'.repeat(46)]) {
      expect(await send({clientAddress: '10.0.0.1'}, {'x-real-ip': junk})).toBe(429);
    }
  });

  it('x-forwarded-for with depth 2 takes the second entry from the right', async () => {
    const send = sender(optionsFromEnv({RHIA_CLIENT_IP_HEADER: 'X-Forwarded-For', RHIA_XFF_DEPTH: '2', RHIA_RATE_LIMIT: '1'}));
    const proxy = {clientAddress: '10.0.0.1'};
    expect(await send(proxy, {'x-forwarded-for': '198.51.100.1, 192.0.2.2, 10.0.0.2'})).toBe(200);
    // The client wrote the left entry; the key is b, the entry the trusted proxy appended.
    expect(await send(proxy, {'x-forwarded-for': '203.0.113.50, 192.0.2.2, 10.0.0.2'})).toBe(429);
    expect(await send(proxy, {'x-forwarded-for': '198.51.100.1, 192.0.2.3, 10.0.0.2'})).toBe(200);
  });

  it('x-forwarded-for with fewer entries than the depth falls back to the socket address', async () => {
    const send = sender(optionsFromEnv({RHIA_CLIENT_IP_HEADER: 'x-forwarded-for', RHIA_XFF_DEPTH: '2', RHIA_RATE_LIMIT: '1'}));
    expect(await send({clientAddress: '10.0.0.9'}, {'x-forwarded-for': '192.0.2.2'})).toBe(200);
    expect(await send({clientAddress: '10.0.0.9'}, {'x-forwarded-for': '192.0.2.77'})).toBe(429);
    expect(await send({clientAddress: '10.0.0.10'}, {'x-forwarded-for': '192.0.2.2'})).toBe(200);
  });

  it('x-forwarded-for without a depth reads the last entry (depth 1)', async () => {
    const send = sender(optionsFromEnv({RHIA_CLIENT_IP_HEADER: 'x-forwarded-for', RHIA_RATE_LIMIT: '1'}));
    expect(await send({clientAddress: '10.0.0.1'}, {'x-forwarded-for': '203.0.113.1, 192.0.2.5'})).toBe(200);
    expect(await send({clientAddress: '10.0.0.1'}, {'x-forwarded-for': '203.0.113.2, 192.0.2.5'})).toBe(429);
  });

  it('keeps the limiter bounded: 20,000 distinct 8 KB values never grow it past its cap', async () => {
    const limiter = createRateLimiter({limit: 20, windowMs: 60_000});
    const handler = createChatHandler({catalogs, limiter, clientIpHeader: 'x-real-ip'});
    let index = 0;
    const distinct = () => `${index++}`.padStart(8 * 1024, 'x');
    for (let round = 0; round < 20_000; round++) {
      // A malformed body: the request is counted, then refused before any answer is built.
      const response = await handler(
        new Request(url, {method: 'POST', body: '{', headers: {'content-type': 'application/json', 'x-real-ip': distinct()}}),
        {clientAddress: '198.51.100.7'},
      );
      expect(response.status).toBeLessThan(500);
      await response.arrayBuffer();
    }
    // None of those values is an address: all were counted against the one socket address.
    expect(limiter.size()).toBe(1);
  }, 60_000);
});

describe('the limiter itself', () => {
  it('holds at most maxKeys addresses, forgetting the least recently seen', () => {
    const limiter = createRateLimiter({limit: 2, windowMs: 60_000, maxKeys: 3});
    expect(limiter.check('a', 0)).toBeNull();
    expect(limiter.check('b', 0)).toBeNull();
    expect(limiter.check('c', 0)).toBeNull();
    expect(limiter.check('a', 1)).toBeNull(); // a is now the most recent
    expect(limiter.check('d', 2)).toBeNull(); // evicts b
    expect(limiter.size()).toBe(3);
    expect(limiter.check('a', 3)).toBe(60); // a kept its count: third request refused
    expect(limiter.check('b', 3)).toBeNull(); // b starts over
  });

  it('stays within its default cap of 10,000 under 20,000 distinct 8 KB keys', () => {
    const limiter = createRateLimiter({limit: 20, windowMs: 60_000});
    for (let index = 0; index < 20_000; index++) limiter.check(`${index}`.padStart(8 * 1024, 'x'), 0);
    expect(limiter.size()).toBeLessThanOrEqual(10_000);
    expect(limiter.size()).toBeGreaterThan(0);
  });

  it('counts keys longer than an address by their first characters only', () => {
    const limiter = createRateLimiter({limit: 1, windowMs: 60_000});
    expect(limiter.check(`${'k'.repeat(100)}1`, 0)).toBeNull();
    expect(limiter.check(`${'k'.repeat(100)}2`, 0)).not.toBeNull();
  });
});

describe('settings', () => {
  it('reads RHIA_XFF_DEPTH only with x-forwarded-for, as a positive integer', () => {
    expect(optionsFromEnv({}).clientIpHeader).toBeUndefined();
    expect(optionsFromEnv({RHIA_CLIENT_IP_HEADER: 'x-forwarded-for'})).toMatchObject({clientIpHeader: 'x-forwarded-for', xffDepth: 1});
    expect(optionsFromEnv({RHIA_CLIENT_IP_HEADER: ' X-Forwarded-For ', RHIA_XFF_DEPTH: '3'})).toMatchObject({xffDepth: 3});
    for (const depth of ['0', '-1', '1.5', 'two']) {
      expect(() => optionsFromEnv({RHIA_CLIENT_IP_HEADER: 'x-forwarded-for', RHIA_XFF_DEPTH: depth})).toThrow(/RHIA_XFF_DEPTH/);
    }
    expect(() => optionsFromEnv({RHIA_CLIENT_IP_HEADER: 'cf-connecting-ip', RHIA_XFF_DEPTH: '2'})).toThrow(/RHIA_XFF_DEPTH/);
    expect(() => optionsFromEnv({RHIA_XFF_DEPTH: '2'})).toThrow(/RHIA_XFF_DEPTH/);
    expect(() => optionsFromEnv({RHIA_CLIENT_IP_HEADER: 'not a header'})).toThrow(/RHIA_CLIENT_IP_HEADER/);
  });
});
