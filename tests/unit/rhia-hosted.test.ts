import http from 'node:http';
import type {AddressInfo} from 'node:net';
import es from '@/messages/es.json';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import {createChatHandler, type ChatHandlerOptions} from '@/lib/rhia/handler';
import {readChatStream} from '@/lib/rhia/stream-reader';

/**
 * The hosted-model mode against a local stand-in for an OpenAI-compatible chat-completions API:
 * its reply is read whole, checked by the guard (every figure must occur in the facts) and sent
 * on; a reply with a figure the site does not state, and any failure, is answered by the embedded
 * engine instead; a visitor who leaves aborts the upstream request.
 */
type Behaviour = 'stream' | 'error' | 'hang' | 'empty' | 'endless';
type Received = {
  headers: http.IncomingHttpHeaders;
  body: {model: string; stream: boolean; messages: {role: string; content: string}[]};
  closed: Promise<void>;
};

const chunk = (content: string) => `data: ${JSON.stringify({choices: [{delta: {content}}]})}\n\n`;
const chunksOf = (pieces: string[]) => [
  ': stand-in comment\n\n',
  `data: ${JSON.stringify({choices: [{delta: {role: 'assistant'}}]})}\n\n`,
  ...pieces.map(chunk),
  'data: [DONE]\n\n',
];
let modelChunks = chunksOf(['El código de descuento ', 'es C9562: hasta 15% en la tarifa base.']);

let server: http.Server;
let behaviour: Behaviour = 'stream';
let received: Received[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const closed = new Promise<void>((resolve) => response.on('close', () => resolve()));
      received.push({headers: request.headers, body: JSON.parse(raw), closed});
      if (behaviour === 'error') {
        response.writeHead(500, {'content-type': 'application/json'}).end('{"error":"overloaded"}');
      } else if (behaviour === 'hang') {
        // Never answers: the handler's timeout must give up.
      } else if (behaviour === 'empty') {
        response.writeHead(200, {'content-type': 'text/event-stream'}).end('data: [DONE]\n\n');
      } else if (behaviour === 'endless') {
        response.writeHead(200, {'content-type': 'text/event-stream'});
        response.write(chunk('Hola desde '));
        const timer = setInterval(() => response.write(chunk('el modelo, ' + 'sin parar. '.repeat(10))), 20);
        response.on('close', () => clearInterval(timer));
      } else {
        response.writeHead(200, {'content-type': 'text/event-stream'});
        const chunks = modelChunks;
        let index = 0;
        const next = () => {
          if (index === chunks.length) return response.end();
          response.write(chunks[index++]);
          setTimeout(next, 5);
        };
        next();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  modelChunks = chunksOf(['El código de descuento ', 'es C9562: hasta 15% en la tarifa base.']);
});

// Generous enough for a loaded 2-core CI machine: a stand-in that answers must never lose the race.
const MODEL_TIMEOUT_MS = 2500;
const catalogs = {es, en, pt} as ChatHandlerOptions['catalogs'];
const handler = () => {
  const {port} = server.address() as AddressInfo;
  return createChatHandler({
    catalogs,
    rateLimit: 0,
    model: {baseUrl: `http://127.0.0.1:${port}/v1/`, apiKey: 'test-key', model: 'stand-in-1', timeoutMs: MODEL_TIMEOUT_MS},
  });
};
const ask = (message: string, signal?: AbortSignal) =>
  handler()(
    new Request('http://localhost/functions/v1/rhia-chat', {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({
        message,
        language: 'es',
        conversationHistory: [
          {role: 'user', content: 'hola'},
          {role: 'assistant', content: '¡Hola! ¿En qué te ayudo?'},
        ],
      }),
      signal,
    }),
  );

describe('hosted model mode', () => {
  it('sends the model reply when its figures are the facts, with the facts in the system prompt', async () => {
    behaviour = 'stream';
    const response = await ask('¿Cuál es el código de la aerolínea?');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await readChatStream(response, () => undefined)).toBe('El código de descuento es C9562: hasta 15% en la tarifa base.');

    const [request] = received;
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('stand-in-1');
    expect(request.body.stream).toBe(true);
    const roles = request.body.messages.map((message) => message.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
    const system = request.body.messages[0].content;
    expect(system).toContain('Spanish');
    for (const fact of ['C9562', 'USD 530', 'USD 165', '29 de diciembre de 2025', '/hoteles', 'congreso@panlar.org'])
      expect(system).toContain(fact);
    expect(request.body.messages[3].content).toBe('¿Cuál es el código de la aerolínea?');
  });

  it.each([
    ['a price', 'La inscripción para reumatólogos cuesta USD 499.', 'USD 499'],
    ['a percentage', 'El código C9562 da hasta 25% de descuento.', '25%'],
    ['a code', 'Usa el código C9999 al reservar.', 'C9999'],
    ['a day', 'La inscripción anticipada termina el 15 de marzo de 2026.', '15 de marzo'],
  ])('replaces a reply with %s the facts do not state by the embedded engine, before anything is sent', async (_kind, wrong, figure) => {
    behaviour = 'stream';
    modelChunks = chunksOf([wrong]);
    const text = await readChatStream(await ask('¿Cuál es el código de la aerolínea?'), () => undefined);
    expect(text).not.toContain(figure);
    expect(text).toContain('C9562');
    expect(text).toContain('/aerolinea-oficial');
  });

  it('answers with the embedded engine when the model fails before the first token', async () => {
    behaviour = 'error';
    const text = await readChatStream(await ask('código de descuento de la aerolínea'), () => undefined);
    expect(text).toContain('C9562');
    expect(text).toContain('/aerolinea-oficial');
    expect(received).toHaveLength(1);
  });

  it('answers with the embedded engine when the model stream has no content', async () => {
    behaviour = 'empty';
    const text = await readChatStream(await ask('hoteles'), () => undefined);
    expect(text).toContain('USD 165');
  });

  it('gives up on a silent model after the timeout and aborts it', async () => {
    behaviour = 'hang';
    const started = Date.now();
    const text = await readChatStream(await ask('tarifa para residentes'), () => undefined);
    expect(text).toContain('USD 50');
    expect(Date.now() - started).toBeGreaterThanOrEqual(MODEL_TIMEOUT_MS - 50);
    await received[0].closed;
  });

  it('aborts the upstream request when the visitor disconnects while the reply is read', async () => {
    behaviour = 'endless';
    const visitor = new AbortController();
    const pending = ask('hola', visitor.signal);
    while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    visitor.abort();
    await received[0].closed;
    await pending;
  });

  it('gives up on a reply that never ends (longer than a short answer) and answers with the engine', async () => {
    behaviour = 'endless';
    const text = await readChatStream(await ask('código de descuento de la aerolínea'), () => undefined);
    expect(text).toContain('/aerolinea-oficial');
    await received[0].closed;
  }, 15_000);
});
