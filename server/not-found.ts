import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {locales, type Locale} from '@/i18n/locales';
import {localeOfPath, notFoundPaths} from '@/lib/routes/paths';
import {htmlFileOf} from '@/lib/deploy/export-files';

type Variants = {identity: Buffer; br?: Buffer; gzip?: Buffer};

/**
 * The three localized not-found documents of the export (`404.html`, `en/404.html`,
 * `pt-br/404.html`), read once at start with their precompressed copies, and sent with status 404
 * for any unknown path of their language: the complete page in the HTML itself.
 */
export function notFoundDocuments(root: string) {
  const read = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);
  const documents = new Map<Locale, Variants>();
  for (const {locale, path} of notFoundPaths()) {
    const file = join(root, htmlFileOf(path));
    const identity = read(file);
    if (!identity) throw new Error(`${file} is missing: build the site first (npm run build)`);
    documents.set(locale, {identity, br: read(`${file}.br`), gzip: read(`${file}.gz`)});
  }

  return function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const variants = documents.get(localeOfPath(pathname)) ?? documents.get(locales[0])!;
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const [encoding, body] =
      variants.br && /\bbr\b/.test(accepted)
        ? ['br', variants.br]
        : variants.gzip && /\bgzip\b/.test(accepted)
          ? ['gzip', variants.gzip]
          : [undefined, variants.identity];
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', body.length);
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
