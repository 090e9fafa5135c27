export type ReplySegment = {text: string; href?: string};

// A path preceded by the start, a space or an opening bracket: "/hoteles", "/en/hotels".
const pathPattern = /(^|[\s(«"“])(\/[a-z0-9][a-z0-9\-/]*|\/)(?=$|[\s).,;:!?»"”])/gi;

/**
 * Splits a reply into text and links: only paths of the site's own pages (the `known` set, from
 * the route manifest) become links; anything else stays text, so a reply can never carry a
 * script URL or a link to somewhere else.
 */
export function replySegments(text: string, known: ReadonlySet<string>): ReplySegment[] {
  const segments: ReplySegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pathPattern)) {
    const path = match[2].length > 1 ? match[2].replace(/\/+$/, '') : match[2];
    if (!known.has(path)) continue;
    const start = (match.index ?? 0) + match[1].length;
    if (start > last) segments.push({text: text.slice(last, start)});
    segments.push({text: match[2], href: path});
    last = start + match[2].length;
  }
  if (last < text.length) segments.push({text: text.slice(last)});
  return segments;
}
