import {STATUS_CODES} from 'node:http';
import {securityHeaders} from '@/lib/security/headers.mjs';

/** The status for an error Node's parser reports before any request exists. */
function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * The whole raw HTTP response for a request Node could not parse, written straight to the socket
 * (there is no response object yet): the status, the security headers, a JSON error, and
 * `Connection: close`, since the rest of the stream cannot be trusted.
 */
export function clientErrorResponse(code: string | undefined, env: Record<string, string | undefined> = process.env): string {
  const status = statusOf(code);
  const body = JSON.stringify({error: STATUS_CODES[status]});
  const headers = [
    ...securityHeaders({env}).map(({key, value}) => `${key}: ${value}`),
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('\r\n')}\r\n\r\n${body}`;
}
