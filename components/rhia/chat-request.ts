import {readChatStream} from '@/lib/rhia/stream-reader';
import type {RhiaConfig} from './strings';

/**
 * Asks the assistant's endpoint and reads its server-sent events (lib/rhia/stream-reader, over
 * eventsource-parser), calling `onDelta` with each piece of the reply; resolves with the whole
 * reply. `signal` aborts the request and the reading.
 */
export async function requestReply(
  config: RhiaConfig,
  body: string,
  signal: AbortSignal,
  onDelta: (text: string) => void,
): Promise<string> {
  const response = await fetch(config.chatUrl, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...(config.token ? {authorization: `Bearer ${config.token}`} : {})},
    body,
    signal,
  });
  return readChatStream(response, onDelta);
}
