/**
 * Whom the rate limiter counts. A client writes every header it sends, so by default none is read:
 * the address is the socket's, as the server passes it. Behind a proxy or CDN the socket is the
 * proxy's, and the deployer names the header it sets (RHIA_CLIENT_IP_HEADER); for
 * X-Forwarded-For, where each proxy appends the address it saw, also how many trusted proxies
 * append (RHIA_XFF_DEPTH, as SvelteKit's adapter-node XFF_DEPTH: the entry `depth` from the right).
 * Web-standard only (no node:net), since the same code runs under Deno.
 */
export type ClientAddressOptions = {
  /** Lower-case header name; undefined reads no header. */
  header?: string;
  /** With `x-forwarded-for`: the entry counted from the right, 1 = the last. */
  xffDepth?: number;
};

/** The longest textual IP address (an IPv4-mapped IPv6 address written out in full). */
export const maxAddressLength = 45;

/** The one key shared by requests whose server passed no address. */
export const unknownClient = 'unknown';

const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const hexGroup = /^[0-9a-f]{1,4}$/i;

/** True for a dotted-quad IPv4 or a textual IPv6 address (RFC 4291 §2.2; no zone, port or brackets). */
export function isIpAddress(value: string): boolean {
  if (value.length === 0 || value.length > maxAddressLength) return false;
  if (ipv4.test(value)) return true;
  if (!value.includes(':')) return false;
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  const all = groups.flat();
  // An embedded IPv4 address may end the address and stands for two groups.
  let count = all.length;
  const last = all[all.length - 1];
  if (last !== undefined && last.includes('.')) {
    if (!ipv4.test(last) || groups[groups.length - 1].at(-1) !== last) return false;
    all.pop();
    count += 1;
  }
  if (!all.every((group) => hexGroup.test(group))) return false;
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** A name the Headers API accepts (an RFC 9110 token), so a typo fails at start-up, not per request. */
export function isHeaderName(value: string): boolean {
  return /^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(value);
}

/** The function that names the client of a request; it never returns a client-chosen non-address. */
export function clientAddressResolver({header, xffDepth = 1}: ClientAddressOptions = {}) {
  if (header !== undefined && !isHeaderName(header)) throw new Error(`Not a header name: ${header}`);
  if (!Number.isInteger(xffDepth) || xffDepth < 1) throw new Error(`The X-Forwarded-For depth must be a positive integer: ${xffDepth}`);

  const fromHeader = (headers: Headers): string | undefined => {
    if (!header) return undefined;
    const value = headers.get(header);
    if (value === null) return undefined;
    let candidate = value;
    if (header === 'x-forwarded-for') {
      // Several X-Forwarded-For lines arrive joined with ", ", so counting from the right holds.
      const entries = value.split(',');
      if (entries.length < xffDepth) return undefined;
      candidate = entries[entries.length - xffDepth];
    }
    candidate = candidate.trim();
    // Lower case: one IPv6 address, one key, whichever case the proxy writes it in.
    return isIpAddress(candidate) ? candidate.toLowerCase() : undefined;
  };

  return (headers: Headers, socketAddress?: string): string =>
    fromHeader(headers) ?? (socketAddress?.trim().slice(0, maxAddressLength) || unknownClient);
}
