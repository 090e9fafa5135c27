import {getRequestListener} from '@hono/node-server';
import es from '@/messages/es.json';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import {createChatHandler, optionsFromEnv} from '@/lib/rhia/handler';
import type {Listener} from './site';

/**
 * The assistant's endpoint on Node: the web-standard handler that the Deno edge function serves,
 * behind @hono/node-server's Request/Response adapter. The client address is the socket's; the
 * handler reads a header instead only when the deployment names one (RHIA_CLIENT_IP_HEADER).
 */
export function createChatListener(env: Record<string, string | undefined> = process.env): Listener {
  const handler = createChatHandler({catalogs: {es, en, pt}, ...optionsFromEnv(env)});
  const listener = getRequestListener((request, {incoming}) => handler(request, {clientAddress: incoming.socket.remoteAddress}), {
    // Node's own Request and Response stay in place: no global is replaced.
    overrideGlobalObjects: false,
    // A request the adapter cannot turn into a Request (a Host header that is no host): JSON 400.
    errorHandler: () => Response.json({error: 'Bad request'}, {status: 400}),
  });
  return (req, res) => void listener(req, res);
}
