import {iconFiles, iconResponse} from '@/lib/og/icons';

// PNG icons for the web manifest and Apple devices, drawn at build time: /icons/{file}.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(iconFiles).map((file) => ({file}));
}

export async function GET(_request: Request, {params}: {params: Promise<{file: string}>}) {
  const {file} = await params;
  const spec = iconFiles[file];
  if (!spec) return new Response('Not found', {status: 404});
  return iconResponse(spec);
}
