import es from '@/messages/es.json';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import {createChatHandler, optionsFromEnv} from '@/lib/rhia/handler';

// Served by `next start` only (the `.server.ts` extension keeps it out of the static export, where
// supabase/functions/rhia-chat/index.ts serves the same handler as an edge function).
export const dynamic = 'force-dynamic';

const handler = createChatHandler({catalogs: {es, en, pt}, ...optionsFromEnv(process.env)});
const handle = (request: Request) => handler(request);

export {handle as POST, handle as OPTIONS, handle as GET, handle as PUT, handle as PATCH, handle as DELETE};
