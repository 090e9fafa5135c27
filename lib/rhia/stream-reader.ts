import {createParser} from 'eventsource-parser';

/** Why a reply could not be read; the widget turns it into the failure toast. */
export class ChatStreamError extends Error {}

/**
 * Reads the endpoint's server-sent events, calling `onDelta` with each piece of text as it
 * arrives, and resolves with the whole text. eventsource-parser splits the bytes into events
 * (comments and blank lines are ignored, lines split across reads are joined); `[DONE]` ends the
 * reply. A JSON payload that does not parse is kept and retried with the next event, so a chunk
 * cut in two by a proxy is still read.
 */
export async function readChatStream(response: Response, onDelta: (text: string) => void): Promise<string> {
  if (!response.ok) throw new ChatStreamError(await errorOf(response));
  if (!response.body) throw new ChatStreamError('No response body');

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let pending = '';
  let done = false;

  const parser = createParser({
    onEvent(event) {
      if (done) return;
      const data = event.data.trim();
      if (data === '[DONE]') {
        done = true;
        return;
      }
      const candidate = pending + data;
      let chunk: unknown;
      try {
        chunk = JSON.parse(candidate);
      } catch {
        pending = candidate;
        return;
      }
      pending = '';
      const delta = contentOf(chunk);
      if (delta) {
        text += delta;
        onDelta(delta);
      }
    },
  });

  try {
    while (!done) {
      const {value, done: finished} = await reader.read();
      if (finished) break;
      parser.feed(decoder.decode(value, {stream: true}));
    }
    parser.feed(decoder.decode());
    // A final event without its blank line still counts.
    parser.feed('\n\n');
  } finally {
    if (done) reader.cancel().catch(() => undefined);
    else reader.releaseLock();
  }
  return text;
}

function contentOf(chunk: unknown): string {
  const choices = (chunk as {choices?: {delta?: {content?: unknown}}[]} | null)?.choices;
  const content = Array.isArray(choices) ? choices[0]?.delta?.content : undefined;
  return typeof content === 'string' ? content : '';
}

/** A non-OK response's message: its JSON `error` when there is one, else `HTTP {status}`. */
async function errorOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as {error?: unknown};
    if (typeof body?.error === 'string' && body.error) return body.error;
  } catch {
    // Not JSON: the status says enough.
  }
  return `HTTP ${response.status}`;
}
