// Kept plain JavaScript (types in large-string-end.d.mts) so that bench/serve.mjs can load the same
// code into its bare Node server.
import {ServerResponse} from 'node:http';

/**
 * `next start` answers a prerendered page with `res.end(html)`: the page as one string. When the
 * head has not gone out yet, Node's `_send` glues it to the page (`head + html`) and writes the
 * joined string. On Node 20, for a string of more than 65,535 characters, that write costs more
 * than the rest of the request: a bare node:http server sending the 108 KB home page this way
 * manages ~1,400 requests/s, against ~3,000 when the head is written first and both strings go
 * out together in one corked `writev` (`node bench/serve.mjs` has both rows).
 *
 * For such strings only, the patched `end` corks the socket and flushes the head on its own, then
 * lets Node's `end` write the page and uncork. The bytes on the wire do not change.
 */
export const LARGE_STRING = 65_535;

const original = Symbol.for('panlar.largeStringEnd');

/** @param {typeof ServerResponse.prototype} [proto] */
export function installLargeStringEnd(proto = ServerResponse.prototype) {
  if (proto[original]) return;
  const end = proto.end;
  proto[original] = end;
  proto.end = function endWithHeadFirst(chunk, ...rest) {
    if (
      typeof chunk === 'string' &&
      chunk.length > LARGE_STRING &&
      // Not `headersSent`: it turns true once the head is built (Next's compression middleware
      // builds it before calling end), not when it is written. `flushHeaders` writes the head only
      // if it has not gone out yet.
      !this.writableEnded &&
      this.socket &&
      !this.socket.destroyed
    ) {
      this.socket.cork();
      this.flushHeaders();
    }
    return end.call(this, chunk, ...rest);
  };
}

/** Puts Node's own `end` back (for tests). */
export function uninstallLargeStringEnd(proto = ServerResponse.prototype) {
  const end = proto[original];
  if (!end) return;
  proto.end = end;
  delete proto[original];
}
