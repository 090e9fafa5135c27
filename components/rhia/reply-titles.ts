import type {ReplySegment} from '@/lib/rhia/reply-links';

/**
 * The links of a reply named by their page's title instead of a raw path. The assistant closes an
 * answer with "More in Hotels: /en/hotels"; there the title already stands before the path, so the
 * line becomes "More in [Hotels]" rather than repeating it ("More in Hotels: [Hotels]").
 */
export function titledSegments(segments: readonly ReplySegment[], titles: ReadonlyMap<string, string>): ReplySegment[] {
  const out: ReplySegment[] = [];
  for (const segment of segments) {
    if (!segment.href) {
      out.push({...segment});
      continue;
    }
    const title = titles.get(segment.href) ?? segment.text;
    const before = out[out.length - 1];
    const lead = `${title}: `;
    if (before && !before.href && before.text.endsWith(lead)) before.text = before.text.slice(0, -lead.length);
    out.push({text: title, href: segment.href});
  }
  return out.filter((segment) => segment.text !== '');
}
