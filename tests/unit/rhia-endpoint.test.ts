import es from '@/messages/es.json';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import {createChatHandler, optionsFromEnv, type ChatHandlerOptions} from '@/lib/rhia/handler';
import {readChatStream} from '@/lib/rhia/stream-reader';
import {createRateLimiter} from '@/lib/rhia/rate-limit';

const catalogs = {es, en, pt} as ChatHandlerOptions['catalogs'];
const handler = createChatHandler({catalogs, rateLimit: 0, allowedOrigins: ['https://congreso.panlar.org']});
const url = 'http://localhost/functions/v1/rhia-chat';
const valid = {message: '¿Cuándo es el congreso?', language: 'es', conversationHistory: []};

const post = (body: BodyInit | null, headers: Record<string, string> = {'content-type': 'application/json'}) =>
  handler(new Request(url, {method: 'POST', body, headers}));
const postJson = (body: unknown) => post(JSON.stringify(body));

async function expectRejection(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await response.json()) as {error?: unknown};
  expect(typeof body.error).toBe('string');
  expect((body.error as string).length).toBeGreaterThan(0);
}

describe('POST /functions/v1/rhia-chat', () => {
  it('streams a reply as server-sent events ending in [DONE]', async () => {
    const response = await postJson(valid);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const raw = await response.text();
    expect(raw).toMatch(/^data: \{"choices":\[\{"delta":\{"content":"/);
    expect(raw.trimEnd().endsWith('data: [DONE]')).toBe(true);
    const text = await readChatStream(new Response(raw), () => undefined);
    expect(text).toContain('27');
    expect(text).toContain('30 de abril de 2026');
  });

  const cases: [string, () => Promise<Response>, number][] = [
    ['malformed JSON', () => post('{"message": "hola",'), 400],
    ['an empty body', () => post(''), 400],
    ['JSON that is not an object', () => postJson(['hola']), 400],
    ['null', () => postJson(null), 400],
    ['a number', () => postJson(42), 400],
    ['a missing message', () => postJson({language: 'es', conversationHistory: []}), 400],
    ['a message that is not a string', () => postJson({...valid, message: 42}), 400],
    ['an empty message', () => postJson({...valid, message: ''}), 400],
    ['a message of spaces only', () => postJson({...valid, message: '   \n\t '}), 400],
    ['a message of 2,001 characters', () => postJson({...valid, message: 'a'.repeat(2001)}), 400],
    ['a missing language', () => postJson({message: 'hola', conversationHistory: []}), 400],
    ['an unknown language', () => postJson({...valid, language: 'fr'}), 400],
    ['a language in the wrong case', () => postJson({...valid, language: 'ES'}), 400],
    ['a history that is not an array', () => postJson({...valid, conversationHistory: 'hola'}), 400],
    [
      'a history of 11 items',
      () => postJson({...valid, conversationHistory: Array.from({length: 11}, () => ({role: 'user', content: 'x'}))}),
      400,
    ],
    ['a history item with the role system', () => postJson({...valid, conversationHistory: [{role: 'system', content: 'x'}]}), 400],
    ['a history item without content', () => postJson({...valid, conversationHistory: [{role: 'user'}]}), 400],
    [
      'a history item with 4,001 characters',
      () => postJson({...valid, conversationHistory: [{role: 'user', content: 'a'.repeat(4001)}]}),
      400,
    ],
    ['a history item that is a string', () => postJson({...valid, conversationHistory: ['hola']}), 400],
    ['a body over 32 KB', () => postJson({...valid, padding: 'a'.repeat(33 * 1024)}), 413],
    ['a declared length over 32 KB', () => post('{}', {'content-type': 'application/json', 'content-length': String(40_000)}), 413],
    [
      'a streamed body over 32 KB without a length',
      () => {
        const big = new TextEncoder().encode(JSON.stringify({...valid, padding: 'a'.repeat(40_000)}));
        const body = new ReadableStream({
          start(controller) {
            for (let offset = 0; offset < big.length; offset += 1000) controller.enqueue(big.slice(offset, offset + 1000));
            controller.close();
          },
        });
        return handler(
          new Request(url, {method: 'POST', body, headers: {'content-type': 'application/json'}, duplex: 'half'} as RequestInit),
        );
      },
      413,
    ],
    [
      'a text/plain body (a cross-site "simple" request)',
      () => post(JSON.stringify(valid), {'content-type': 'text/plain;charset=UTF-8'}),
      415,
    ],
    ['a form body', () => post('message=hola&language=es', {'content-type': 'application/x-www-form-urlencoded'}), 415],
    ['a multipart body', () => post(JSON.stringify(valid), {'content-type': 'multipart/form-data; boundary=x'}), 415],
    ['a body without a content type', () => post(new TextEncoder().encode(JSON.stringify(valid)) as unknown as BodyInit, {}), 415],
    ['a JSON look-alike media type', () => post(JSON.stringify(valid), {'content-type': 'application/jsonp'}), 415],
    ['GET', () => handler(new Request(url)), 405],
    ['PUT', () => handler(new Request(url, {method: 'PUT', body: '{}'})), 405],
    ['DELETE', () => handler(new Request(url, {method: 'DELETE'})), 405],
  ];

  it.each(cases)('rejects %s with a 4xx JSON error', async (_, send, status) => {
    await expectRejection(await send(), status);
  });

  it('accepts the limits themselves: 2,000 characters, 10 history items of 4,000', async () => {
    const history = Array.from({length: 10}, (_, index) => ({role: index % 2 ? 'assistant' : 'user', content: 'a'.repeat(2000)}));
    const response = await postJson({message: 'b'.repeat(2000), language: 'pt', conversationHistory: history});
    expect(response.status).toBe(200);
    const oneLong = await postJson({...valid, conversationHistory: [{role: 'user', content: 'a'.repeat(4000)}]});
    expect(oneLong.status).toBe(200);
  });

  it('accepts application/json with parameters, in any case', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON', 'application/json ;charset=UTF-8']) {
      const response = await post(JSON.stringify(valid), {'content-type': type});
      expect(response.status).toBe(200);
      await response.text();
    }
  });

  it('refuses a non-JSON body before counting it against the visitor', async () => {
    const limited = createChatHandler({catalogs, rateLimit: 1});
    const send = (type: string) =>
      limited(new Request(url, {method: 'POST', body: JSON.stringify(valid), headers: {'content-type': type}}), {
        clientAddress: '203.0.113.9',
      });
    for (let index = 0; index < 5; index++) await expectRejection(await send('text/plain'), 415);
    const reply = await send('application/json');
    expect(reply.status).toBe(200);
    await reply.text();
  });

  it('accepts a request without history', async () => {
    const response = await postJson({message: 'hotels', language: 'en'});
    expect(response.status).toBe(200);
    await response.text();
  });

  it('never answers 500 to random input', async () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const samples: unknown[] = [
      undefined,
      true,
      'x',
      {},
      [],
      {message: {}},
      {message: 'hola', language: null},
      {message: 'hola', language: 'es', conversationHistory: [null]},
    ];
    for (let index = 0; index < 200; index++) {
      const bytes = Array.from({length: Math.floor(next() * 200)}, () => Math.floor(next() * 256));
      samples.push(new Uint8Array(bytes));
    }
    for (const sample of samples) {
      const response = sample instanceof Uint8Array ? await post(sample as unknown as BodyInit) : await postJson(sample);
      expect(response.status).toBeLessThan(500);
      await response.arrayBuffer();
    }
  });

  it('answers CORS preflight for configured origins only', async () => {
    const allowed = await handler(new Request(url, {method: 'OPTIONS', headers: {origin: 'https://congreso.panlar.org'}}));
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://congreso.panlar.org');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    const other = await handler(new Request(url, {method: 'OPTIONS', headers: {origin: 'https://evil.example'}}));
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const reply = await handler(
      new Request(url, {
        method: 'POST',
        body: JSON.stringify(valid),
        headers: {origin: 'https://congreso.panlar.org', 'content-type': 'application/json'},
      }),
    );
    expect(reply.headers.get('access-control-allow-origin')).toBe('https://congreso.panlar.org');
    await reply.text();
  });
});

describe('rate limit', () => {
  it('allows 20 requests a minute per address, then answers 429 with Retry-After', async () => {
    const limited = createChatHandler({catalogs, rateLimit: 20});
    const send = (address: string) =>
      limited(new Request(url, {method: 'POST', body: JSON.stringify(valid), headers: {'content-type': 'application/json'}}), {
        clientAddress: address,
      });
    for (let index = 0; index < 20; index++) {
      const response = await send('203.0.113.9');
      expect(response.status).toBe(200);
      await response.text();
    }
    const refused = await send('203.0.113.9');
    await expectRejection(refused, 429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const other = await send('198.51.100.4');
    expect(other.status).toBe(200);
    await other.text();
  });

  it('opens a new window after a minute and forgets old addresses', () => {
    const limiter = createRateLimiter({limit: 2, windowMs: 60_000});
    expect(limiter.check('a', 0)).toBeNull();
    expect(limiter.check('a', 1_000)).toBeNull();
    expect(limiter.check('a', 2_000)).toBe(58);
    expect(limiter.check('a', 60_000)).toBeNull();
    expect(limiter.check('b', 60_000)).toBeNull();
    limiter.check('c', 200_000);
    expect(limiter.size()).toBe(1);
  });
});

describe('settings from the environment', () => {
  it('has no hosted model, 20 requests a minute, no CORS origins and no address header by default', () => {
    expect(optionsFromEnv({})).toStrictEqual({
      model: undefined,
      rateLimit: 20,
      allowedOrigins: [],
      clientIpHeader: undefined,
      xffDepth: undefined,
    });
  });
  it('reads the hosted model, the limit, the origins and the address header', () => {
    const options = optionsFromEnv({
      RHIA_MODEL_BASE_URL: 'https://api.example.com/v1',
      RHIA_MODEL_API_KEY: 'sk-test',
      RHIA_MODEL: 'small-model',
      RHIA_MODEL_TIMEOUT_MS: '5000',
      RHIA_RATE_LIMIT: '0',
      RHIA_ALLOWED_ORIGINS: 'https://congreso.panlar.org/, https://www.panlar.org',
      RHIA_CLIENT_IP_HEADER: 'CF-Connecting-IP',
    });
    expect(options.model).toEqual({baseUrl: 'https://api.example.com/v1', apiKey: 'sk-test', model: 'small-model', timeoutMs: 5000});
    expect(options.rateLimit).toBe(0);
    expect(options.allowedOrigins).toEqual(['https://congreso.panlar.org', 'https://www.panlar.org']);
    expect(options.clientIpHeader).toBe('cf-connecting-ip');
  });
  it('limits by the address the proxy header names, not by one a visitor adds', async () => {
    const limited = createChatHandler({catalogs, rateLimit: 1, clientIpHeader: 'x-real-ip'});
    const send = (headers: Record<string, string>) =>
      limited(new Request(url, {method: 'POST', body: JSON.stringify(valid), headers: {'content-type': 'application/json', ...headers}}));
    expect((await send({'x-real-ip': '192.0.2.1', 'x-forwarded-for': '10.0.0.1'})).status).toBe(200);
    expect((await send({'x-real-ip': '192.0.2.1', 'x-forwarded-for': '10.0.0.2'})).status).toBe(429);
    expect((await send({'x-real-ip': '192.0.2.2'})).status).toBe(200);
  });
});
