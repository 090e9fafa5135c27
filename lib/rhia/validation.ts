import {z} from 'zod';
import {chatLanguages, limits, type ChatRequest} from './protocol';

const turn = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(limits.historyContentChars),
});

export const chatRequestSchema = z.object({
  message: z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().min(1).max(limits.messageChars)),
  language: z.enum(chatLanguages),
  conversationHistory: z.array(turn).max(limits.historyItems).default([]),
});

export type Rejection = {status: 400 | 405 | 413 | 415 | 429; error: string};

/**
 * True for `application/json`, with parameters (`; charset=utf-8`), in any case. Anything else is
 * refused before the body is read or the request counted: a form or text/plain POST is a
 * "simple" request a page on any site can send cross-origin without a preflight.
 */
export function isJsonContentType(value: string | null): boolean {
  return value !== null && /^application\/json[ \t]*(;|$)/i.test(value.trim());
}
export type Validated = {ok: true; value: ChatRequest} | {ok: false; rejection: Rejection};

/**
 * Reads and checks a chat request: at most 32 KB (413, read no further), JSON (400), then the
 * schema (400 naming the first field at fault). It never throws, whatever arrives.
 */
export async function readChatRequest(request: Request): Promise<Validated> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limits.bodyBytes) return reject(413, 'Request body too large');

  let raw: string;
  try {
    const body = await readLimited(request, limits.bodyBytes);
    if (body === null) return reject(413, 'Request body too large');
    raw = body;
  } catch {
    return reject(400, 'Could not read the request body');
  }

  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return reject(400, 'Malformed JSON');
  }

  const parsed = chatRequestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    return reject(400, `Invalid ${field}: ${issue?.message ?? 'invalid value'}`);
  }
  return {ok: true, value: parsed.data};
}

function reject(status: Rejection['status'], error: string): Validated {
  return {ok: false, rejection: {status, error}};
}

/** The body as text, or `null` once it passes `max` bytes (the rest is not read). */
async function readLimited(request: Request, max: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {value, done} = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
