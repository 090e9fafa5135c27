import {site} from '@/content/site';
import {AnswerEngine} from './engine';
import type {Catalogs} from './knowledge';
import {guardReply, replyFromModel, systemPrompt, type ModelConfig} from './hosted';
import {figuresOf} from './figures';
import {sseDoneEvent, sseEvent, type ChatRequest} from './protocol';
import {clientAddressResolver, isHeaderName} from './client-address';
import {createRateLimiter, type RateLimiter} from './rate-limit';
import {isJsonContentType, readChatRequest} from './validation';

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
   * `cf-connecting-ip`, `x-real-ip`, `x-forwarded-for`). Without one, no header is read: the
   * address is the socket's (`RequestInfo.clientAddress`), since a client writes its own headers.
   */
  clientIpHeader?: string;
  /** With `x-forwarded-for`: how many trusted proxies append to it (1 = its last entry). */
  xffDepth?: number;
  /** The counter; by default one in this process's memory, sized by `rateLimit`. */
  limiter?: RateLimiter;
  fetch?: typeof fetch;
};

export type RequestInfo = {clientAddress?: string};
export type ChatHandler = (request: Request, info?: RequestInfo) => Promise<Response>;

type Env = Record<string, string | undefined>;

/**
 * The handler's settings from environment variables (the same names under Node and Deno):
 * RHIA_MODEL_BASE_URL, RHIA_MODEL_API_KEY, RHIA_MODEL, RHIA_MODEL_TIMEOUT_MS, RHIA_RATE_LIMIT,
 * RHIA_ALLOWED_ORIGINS (comma-separated), RHIA_CLIENT_IP_HEADER (the header a proxy or CDN sets;
 * none is read without it) and RHIA_XFF_DEPTH (with x-forwarded-for only; default 1). A value
 * that cannot work throws here, at start-up, rather than letting every visitor share one count.
 */
export function optionsFromEnv(env: Env): Omit<ChatHandlerOptions, 'catalogs'> {
  const baseUrl = env.RHIA_MODEL_BASE_URL?.trim();
  const clientIpHeader = env.RHIA_CLIENT_IP_HEADER?.trim().toLowerCase() || undefined;
  if (clientIpHeader && !isHeaderName(clientIpHeader)) throw new Error(`RHIA_CLIENT_IP_HEADER is not a header name: ${clientIpHeader}`);
  const depth = env.RHIA_XFF_DEPTH?.trim() || undefined;
  if (depth !== undefined && clientIpHeader !== 'x-forwarded-for') {
    throw new Error('RHIA_XFF_DEPTH applies only when RHIA_CLIENT_IP_HEADER is x-forwarded-for');
  }
  if (depth !== undefined && !/^[1-9]\d*$/.test(depth)) throw new Error(`RHIA_XFF_DEPTH must be a positive integer: ${depth}`);
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
    clientIpHeader,
    xffDepth: clientIpHeader === 'x-forwarded-for' ? Number(depth ?? 1) : undefined,
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
  const limiter: RateLimiter = options.limiter ?? createRateLimiter({limit: options.rateLimit ?? 20, windowMs: 60_000});
  const clientOf = clientAddressResolver({header: options.clientIpHeader?.toLowerCase(), xffDepth: options.xffDepth});
  const allowed = new Set(options.allowedOrigins ?? []);

  const cors = (request: Request): Record<string, string> => {
    const origin = request.headers.get('origin');
    return origin && allowed.has(origin) ? {'access-control-allow-origin': origin, vary: 'Origin'} : {};
  };

  // The system prompt of each language and the figures of its facts, built once from the knowledge layer.
  const prompts = new Map<ChatRequest['language'], {prompt: string; figures: Set<string>}>();
  const promptOf = (language: ChatRequest['language']) => {
    let entry = prompts.get(language);
    if (!entry) {
      const facts = engine.knowledgeOf(language).factSheet();
      prompts.set(language, (entry = {prompt: systemPrompt(language, facts, site.contactEmail), figures: figuresOf(facts)}));
    }
    return entry;
  };

  async function reply(chat: ChatRequest, signal: AbortSignal | undefined): Promise<BodyInit> {
    if (options.model) {
      const {prompt, figures} = promptOf(chat.language);
      const modelText = await replyFromModel(options.model, chat, prompt, signal, options.fetch);
      if (modelText !== null) return answerEvents(guardReply(modelText, figures, engine.answer(chat).text).text) as BodyInit;
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
      if (!isJsonContentType(request.headers.get('content-type'))) {
        return json(415, {error: 'Content-Type must be application/json'}, cors(request));
      }

      const retryAfter = limiter.check(clientOf(request.headers, info?.clientAddress));
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
