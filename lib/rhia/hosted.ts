import {createParser} from 'eventsource-parser';
import type {ChatRequest} from './protocol';
import {figuresOf, unsupportedFigures} from './figures';

/** An OpenAI-compatible chat-completions API (env: base URL, API key, model). */
export type ModelConfig = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** How long to wait for the first token, and then between two reads, in ms. */
  timeoutMs: number;
};

const languageNames = {
  es: 'Spanish (address the visitor as "tú")',
  en: 'English',
  pt: 'Brazilian Portuguese (address the visitor as "você")',
};

/** The system prompt: who RHIA is, how to answer, and the site's facts in the visitor's language. */
export function systemPrompt(language: ChatRequest['language'], facts: string, contactEmail: string): string {
  return [
    'You are RHIA, the virtual assistant of the PANLAR 2026 Congress (Pan-American League of Associations for Rheumatology).',
    `Answer in ${languageNames[language]}, briefly and kindly, in plain text without Markdown.`,
    'Answer only from the facts below; never invent a figure, date, name or link. Quote amounts and dates exactly.',
    'End each answer with the path of the page it comes from, exactly as written in the facts (for example /hoteles).',
    `If the facts do not answer the question, say so and suggest writing to ${contactEmail}.`,
    '',
    'FACTS:',
    facts,
  ].join('\n');
}

/** A hosted reply longer than this is not the short answer asked for: the engine answers instead. */
export const maxReplyChars = 2000;

type Timer = {arm: () => void; stop: () => void};

/** Aborts `upstream` when nothing arrives for `timeoutMs`; each `arm` restarts the wait. */
function idleTimer(upstream: AbortController, timeoutMs: number): Timer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    arm() {
      clearTimeout(timer);
      timer = setTimeout(() => upstream.abort(), timeoutMs);
    },
    stop: () => clearTimeout(timer),
  };
}

async function requestCompletion(
  config: ModelConfig,
  chat: ChatRequest,
  system: string,
  upstream: AbortController,
  fetchImpl: typeof fetch,
): Promise<ReadableStreamDefaultReader<Uint8Array>> {
  const response = await fetchImpl(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(config.apiKey ? {authorization: `Bearer ${config.apiKey}`} : {}),
    },
    body: JSON.stringify({
      model: config.model,
      stream: true,
      messages: [{role: 'system', content: system}, ...chat.conversationHistory, {role: 'user', content: chat.message}],
    }),
    signal: upstream.signal,
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`Model answered HTTP ${response.status}`);
  }
  return response.body.getReader();
}

/** The whole text of a chat-completions event stream (replies are short: it is buffered). */
async function readReply(reader: ReadableStreamDefaultReader<Uint8Array>, timer: Timer): Promise<string> {
  let text = '';
  let done = false;
  const parser = createParser({
    onEvent(event) {
      if (event.data === '[DONE]') {
        done = true;
        return;
      }
      try {
        const content = JSON.parse(event.data)?.choices?.[0]?.delta?.content;
        if (typeof content === 'string') text += content;
      } catch {
        // Not a chunk of text.
      }
    },
  });
  const decoder = new TextDecoder();
  while (!done) {
    const chunk = await reader.read();
    if (chunk.done) break;
    parser.feed(decoder.decode(chunk.value, {stream: true}));
    if (text.length > maxReplyChars) throw new Error('Model reply too long');
    timer.arm();
  }
  await reader.cancel().catch(() => undefined);
  return text.trim();
}

/**
 * A hosted model's whole reply, read before anything is sent to the visitor, so that the guard
 * (`guardReply`) can check its figures. Resolves to `null` when the model fails (error status,
 * network error, a silence of `timeoutMs`, a reply without text or longer than `maxReplyChars`),
 * so the caller answers with the embedded engine. When the visitor goes away (`signal`) the
 * upstream request is aborted.
 */
export async function replyFromModel(
  config: ModelConfig,
  chat: ChatRequest,
  system: string,
  signal: AbortSignal | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  const upstream = new AbortController();
  const abort = () => upstream.abort();
  signal?.addEventListener('abort', abort, {once: true});
  const timer = idleTimer(upstream, config.timeoutMs);
  timer.arm();
  try {
    const text = await readReply(await requestCompletion(config, chat, system, upstream, fetchImpl), timer);
    return text.length > 0 ? text : null;
  } catch {
    abort();
    return null;
  } finally {
    timer.stop();
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * The guard on the hosted path: the model's reply when every figure in it (price, percentage,
 * day, code, number) occurs in the facts it was given or in the embedded engine's own answer;
 * otherwise the engine's answer, so a figure the site does not state never reaches the visitor.
 */
export function guardReply(reply: string, facts: Set<string>, engineAnswer: string): {text: string; guarded: boolean} {
  const allowed = new Set([...facts, ...figuresOf(engineAnswer)]);
  return unsupportedFigures(reply, allowed).length === 0 ? {text: reply, guarded: false} : {text: engineAnswer, guarded: true};
}
