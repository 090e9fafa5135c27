// The assistant's endpoint as a hosted edge function (Supabase Edge Functions, or any Deno host):
// the same web-standard handler that npm start’s server (server/chat.ts) serves at /functions/v1/rhia-chat.
//   deno run --allow-net --allow-env --allow-read --config supabase/functions/rhia-chat/deno.json supabase/functions/rhia-chat/index.ts
//
// The rate limit counts the socket address (`info.remoteAddr`) unless RHIA_CLIENT_IP_HEADER names
// the header a trusted proxy sets. On Supabase the socket is its gateway's, so host-env.ts sets
// x-forwarded-for (depth 1) there when the deployer set no header; on another host behind a proxy
// or CDN, set RHIA_CLIENT_IP_HEADER (and RHIA_XFF_DEPTH) for the header that host documents.
import es from '../../../messages/es.json' with {type: 'json'};
import en from '../../../messages/en.json' with {type: 'json'};
import pt from '../../../messages/pt.json' with {type: 'json'};
import {createChatHandler, optionsFromEnv} from '../../../lib/rhia/handler.ts';
import {withHostDefaults} from './host-env.ts';

const handler = createChatHandler({catalogs: {es, en, pt}, ...optionsFromEnv(withHostDefaults(Deno.env.toObject()))});

Deno.serve(
  {
    port: Number(Deno.env.get('PORT') ?? 8000),
    hostname: Deno.env.get('HOST') ?? '0.0.0.0',
    onListen: ({hostname, port}) => console.log(`rhia-chat listening on http://${hostname}:${port}/`),
  },
  (request, info) => handler(request, {clientAddress: (info.remoteAddr as Deno.NetAddr).hostname}),
);
