import es from '@/messages/es.json';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import {createChatHandler, optionsFromEnv} from '@/lib/rhia/handler';

// `next dev` only (the `dev.ts` extension exists in that phase alone): the editors' server answers
// the assistant with the same handler that npm start's server (server/main.ts) and the Deno edge
// function serve in production.
export const dynamic = 'force-dynamic';

const handler = createChatHandler({catalogs: {es, en, pt}, ...optionsFromEnv(process.env)});
const handle = (request: Request) => handler(request, {clientAddress: '127.0.0.1'});

export {handle as POST, handle as OPTIONS, handle as GET, handle as PUT, handle as PATCH, handle as DELETE};
