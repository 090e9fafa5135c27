import parseRange from 'range-parser';

/**
 * The path of a request target, whatever form it came in. Origin form (`/en?x=1`) is the norm;
 * absolute form (`GET http://other.example/en`, which proxies send) names a host we ignore, so
 * only its path is used and nothing ever redirects to that host; `*` (OPTIONS *) and anything
 * else is not a path.
 */
export function requestTarget(url: string | undefined): {pathname: string; search: string} | null {
  if (!url) return null;
  let target = url;
  if (!target.startsWith('/')) {
    if (!/^https?:\/\//i.test(target)) return null;
    try {
      const parsed = new URL(target);
      target = parsed.pathname + parsed.search;
    } catch {
      return null;
    }
  }
  const query = target.indexOf('?');
  const rawPath = query < 0 ? target : target.slice(0, query);
  const search = query < 0 ? '' : target.slice(query);
  // Browsers read `/\host` as `//host`: a path with a backslash could only ever redirect off-site.
  if (rawPath.includes('\\')) return null;
  // Repeated slashes collapse, as nginx's merge_slashes does: `//evil.example/` is the path
  // `/evil.example/`, never a protocol-relative redirect target.
  return {pathname: rawPath.replace(/\/{2,}/g, '/'), search};
}

/** Whether every percent-escape of the path decodes (`/%`, `/en/%ff` do not). */
export function decodesCleanly(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Range header to hand the file server for a file of `size` bytes: one satisfiable byte range
 * as `bytes=start-end`; an unsatisfiable one as `bytes=size-`, which the file server answers with
 * 416 and `Content-Range: bytes *\/size`; malformed ones and multiple ranges are dropped, and the
 * whole file is sent, as RFC 9110 allows (§14.2). sirv reads the header naively (a start after
 * the end threw), so it only ever sees these forms.
 */
export function normalizedRange(header: string | undefined, size: number): string | undefined {
  // Only the byte-range syntax is read (range-parser calls `bytes=abc` unsatisfiable).
  if (!header || !/^bytes=\s*(\d*-\d*)(\s*,\s*\d*-\d*)*\s*$/.test(header)) return undefined;
  const ranges = parseRange(size, header, {combine: true});
  if (ranges === -1) return `bytes=${size}-`;
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return `bytes=${ranges[0].start}-${ranges[0].end}`;
}
