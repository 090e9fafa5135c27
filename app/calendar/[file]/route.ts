import {icsFile} from '@/lib/calendar/events';
import {icsFiles, siteEvent} from '@/lib/calendar/site-events';

// The "add to calendar" files, written at build time from the content modules:
// /calendar/panlar-2026-{es,en,pt}.ics and /calendar/panlar-2026-abstracts-deadline-{es,en,pt}.ics.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return icsFiles().map(({file}) => ({file}));
}

export async function GET(_request: Request, {params}: {params: Promise<{file: string}>}) {
  const {file} = await params;
  const found = icsFiles().find((entry) => entry.file === file);
  if (!found) return new Response('Not found', {status: 404});
  const event = await siteEvent(found.key, found.locale);
  return new Response(icsFile(event, event.title), {
    headers: {'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="${file}"`},
  });
}
