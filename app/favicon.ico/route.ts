import {icoFromPng, iconResponse} from '@/lib/og/icons';

// /favicon.ico for the clients that ask for it by that name: a 32 px PNG inside an .ico.
export const dynamic = 'force-static';

export async function GET() {
  const png = new Uint8Array(await iconResponse({size: 32}).arrayBuffer());
  return new Response(icoFromPng(png, 32) as BodyInit, {headers: {'Content-Type': 'image/x-icon'}});
}
