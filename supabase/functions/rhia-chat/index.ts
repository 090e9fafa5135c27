// The assistant's endpoint as a hosted edge function (Supabase Edge Functions, or any Deno host):
// the same web-standard handler that `next start` serves at /functions/v1/rhia-chat.
//   deno run --allow-net --allow-env --allow-read --config supabase/functions/rhia-chat/deno.json supabase/functions/rhia-chat/index.ts
import es from '../../../messages/es.json' with {type: 'json'};
import en from '../../../messages/en.json' with {type: 'json'};
import pt from '../../../messages/pt.json' with {type: 'json'};
import {createChatHandler, optionsFromEnv} from '../../../lib/rhia/handler.ts';

const handler = createChatHandler({catalogs: {es, en, pt}, ...optionsFromEnv(Deno.env.toObject())});

Deno.serve(
  {
    port: Number(Deno.env.get('PORT') ?? 8000),
    hostname: Deno.env.get('HOST') ?? '0.0.0.0',
    onListen: ({hostname, port}) => console.log(`rhia-chat listening on http://${hostname}:${port}/`),
  },
  (request, info) => handler(request, {clientAddress: (info.remoteAddr as Deno.NetAddr).hostname}),
);
