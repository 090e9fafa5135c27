import {createParser} from 'eventsource-parser';
import type {ChatRequest} from './protocol';

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

/**
 * Streams a hosted model's reply, its server-sent events passed through unchanged. Resolves to
 * `null` when the model fails before its first token (error status, network error, timeout, or a
 * stream without content), so the caller can answer with the embedded engine instead. When the
 * visitor goes away (`signal`, or the returned stream cancelled) the upstream request is aborted.
 */
export async function streamFromModel(
  config: ModelConfig,
  chat: ChatRequest,
  system: string,
  signal: AbortSignal | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<ReadableStream<Uint8Array> | null> {
  const upstream = new AbortController();
  const abort = () => upstream.abort();
  signal?.addEventListener('abort', abort, {once: true});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(abort, config.timeoutMs);
  };
  const finish = () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  };
  arm();

  let reader: ReadableStreamDefaultReader<Uint8Array>;
  const head: Uint8Array[] = [];
  try {
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
    reader = response.body.getReader();

    // Read until the first piece of text: only then is the model trusted with the reply.
    let started = false;
    const decoder = new TextDecoder();
    const parser = createParser({
      onEvent(event) {
        if (started || event.data === '[DONE]') return;
        try {
          const content = JSON.parse(event.data)?.choices?.[0]?.delta?.content;
          if (typeof content === 'string' && content.length > 0) started = true;
        } catch {
          // Not a chunk of text.
        }
      },
    });
    while (!started) {
      const {value, done} = await reader.read();
      if (done) throw new Error('Model stream ended without content');
      head.push(value);
      parser.feed(decoder.decode(value, {stream: true}));
      arm();
    }
  } catch {
    abort();
    finish();
    return null;
  }

  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
    },
    async pull(controller) {
      try {
        const {value, done} = await reader.read();
        if (done) {
          finish();
          controller.close();
          return;
        }
        arm();
        controller.enqueue(value);
      } catch {
        // Cut off after the reply began (timeout or network): end the stream where it is.
        finish();
        try {
          controller.close();
        } catch {
          // Already closed.
        }
      }
    },
    cancel() {
      abort();
      finish();
    },
  });
}
