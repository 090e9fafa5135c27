import {site} from '@/content/site';
import {AnswerEngine} from './engine';
import type {Catalogs} from './knowledge';
import {streamFromModel, systemPrompt, type ModelConfig} from './hosted';
import {sseDoneEvent, sseEvent, type ChatRequest} from './protocol';
import {createRateLimiter, type RateLimiter} from './rate-limit';
import {readChatRequest} from './validation';

export type ChatHandlerOptions = {
  catalogs: Catalogs;
  /** A hosted model; without one the embedded engine answers. */
  model?: ModelConfig;
  /** Requests per client address per minute (0 turns the limit off). */
  rateLimit?: number;
  /** Origins allowed to call the endpoint from a browser on another origin (CORS). */
  allowedOrigins?: readonly string[];
  /**
   * The header that carries the visitor's address, set by the proxy or CDN in front (e.g.
   * `cf-connecting-ip`, `x-real-ip`, or `x-forwarded-for`, whose last entry is read).
   */
  clientIpHeader?: string;
  fetch?: typeof fetch;
};

export type RequestInfo = {clientAddress?: string};
export type ChatHandler = (request: Request, info?: RequestInfo) => Promise<Response>;

type Env = Record<string, string | undefined>;

/**
 * The handler's settings from environment variables (the same names under Node and Deno):
 * RHIA_MODEL_BASE_URL, RHIA_MODEL_API_KEY, RHIA_MODEL, RHIA_MODEL_TIMEOUT_MS, RHIA_RATE_LIMIT,
 * RHIA_ALLOWED_ORIGINS (comma-separated), RHIA_CLIENT_IP_HEADER (the header a proxy or CDN sets).
 */
export function optionsFromEnv(env: Env): Omit<ChatHandlerOptions, 'catalogs'> {
  const baseUrl = env.RHIA_MODEL_BASE_URL?.trim();
  const model = env.RHIA_MODEL?.trim();
  const limit = Number(env.RHIA_RATE_LIMIT);
  return {
    model:
      baseUrl && model
        ? {baseUrl, model, apiKey: env.RHIA_MODEL_API_KEY?.trim() || undefined, timeoutMs: Number(env.RHIA_MODEL_TIMEOUT_MS) || 10_000}
        : undefined,
    rateLimit: env.RHIA_RATE_LIMIT !== undefined && env.RHIA_RATE_LIMIT !== '' && Number.isFinite(limit) ? limit : 20,
    allowedOrigins: (env.RHIA_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    clientIpHeader: env.RHIA_CLIENT_IP_HEADER?.trim().toLowerCase() || undefined,
  };
}

const json = (status: number, body: unknown, headers: HeadersInit = {}) =>
  new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json; charset=utf-8', ...headers}});

const eventStreamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

/**
 * The embedded engine's answer as SSE: a few words per event, then [DONE]. The whole answer is
 * known at once, so its events leave in one write: one syscall instead of dozens per reply (the
 * reader still sees separate events and fills the message progressively).
 */
export function answerEvents(text: string): Uint8Array {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  let events = '';
  for (let index = 0; index < pieces.length; index += 4) events += sseEvent(pieces.slice(index, index + 4).join(''));
  return encoder.encode(events + sseDoneEvent);
}

const encoder = new TextEncoder();

/**
 * POST /functions/v1/rhia-chat as a web-standard function (Request in, Response out): the Next
 * route handler and the Deno edge function serve this same function.
 */
export function createChatHandler(options: ChatHandlerOptions): ChatHandler {
  const engine = new AnswerEngine(options.catalogs);
  const limiter: RateLimiter = createRateLimiter({limit: options.rateLimit ?? 20, windowMs: 60_000});
  const allowed = new Set(options.allowedOrigins ?? []);

  const cors = (request: Request): Record<string, string> => {
    const origin = request.headers.get('origin');
    return origin && allowed.has(origin) ? {'access-control-allow-origin': origin, vary: 'Origin'} : {};
  };

  // The visitor's address: the header the proxy in front sets, else the socket's (Deno), else the
  // last X-Forwarded-For entry, which `next start` fills from the socket when none came in.
  const lastEntry = (value: string | null | undefined) => value?.split(',').pop()?.trim() || undefined;
  const clientOf = (request: Request, info?: RequestInfo) =>
    (options.clientIpHeader && lastEntry(request.headers.get(options.clientIpHeader))) ||
    info?.clientAddress ||
    lastEntry(request.headers.get('x-forwarded-for')) ||
    'unknown';

  // The system prompt of each language, built once from the knowledge layer.
  const prompts = new Map<ChatRequest['language'], string>();
  const promptOf = (language: ChatRequest['language']) => {
    let prompt = prompts.get(language);
    if (!prompt) prompts.set(language, (prompt = systemPrompt(language, engine.knowledgeOf(language).factSheet(), site.contactEmail)));
    return prompt;
  };

  async function reply(chat: ChatRequest, signal: AbortSignal | undefined): Promise<BodyInit> {
    if (options.model) {
      const stream = await streamFromModel(options.model, chat, promptOf(chat.language), signal, options.fetch);
      if (stream) return stream;
    }
    return answerEvents(engine.answer(chat).text) as BodyInit;
  }

  return async function handle(request, info) {
    try {
      if (request.method === 'OPTIONS') {
        const headers = cors(request);
        if (!headers['access-control-allow-origin']) return json(403, {error: 'Origin not allowed'});
        return new Response(null, {
          status: 204,
          headers: {
            ...headers,
            'access-control-allow-methods': 'POST, OPTIONS',
            'access-control-allow-headers': 'authorization, content-type, apikey, x-client-info',
            'access-control-max-age': '86400',
          },
        });
      }
      if (request.method !== 'POST') return json(405, {error: 'Method not allowed'}, {allow: 'POST, OPTIONS', ...cors(request)});

      const retryAfter = limiter.check(clientOf(request, info));
      if (retryAfter !== null) return json(429, {error: 'Too many requests'}, {'retry-after': String(retryAfter), ...cors(request)});

      const validated = await readChatRequest(request);
      if (!validated.ok) return json(validated.rejection.status, {error: validated.rejection.error}, cors(request));

      const body = await reply(validated.value, request.signal);
      return new Response(body, {status: 200, headers: {...eventStreamHeaders, ...cors(request)}});
    } catch {
      // Nothing a visitor sends reaches here; a bug still answers JSON rather than crashing.
      return json(500, {error: 'Internal error'});
    }
  };
}
