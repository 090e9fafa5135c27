// Gate: the Nu HTML checker (vnu-jar, Java) over every primary page in every language, as built.
// Zero errors; warnings are printed but do not fail. The one exception is a rule where the checker
// is behind the HTML standard, listed below with the reason; every dismissed message is still
// counted in the summary line.
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {builtPages} from './pages.mjs';

const require = createRequire(import.meta.url);
const vnuJar = join(dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
const pages = builtPages();
const byFile = new Map(pages.map((page) => [page.file, page.path]));

const result = spawnSync('java', ['-Xss4m', '-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...pages.map((page) => page.file)], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (result.error) {
  console.error(
    `Could not run Java for the Nu HTML checker: ${result.error.message}. Java 11+ is needed (Debian: apt-get install default-jre-headless).`,
  );
  process.exit(1);
}
const messages = JSON.parse(result.stderr || result.stdout || '{"messages":[]}').messages;
const pathOf = (url = '') => byFile.get(decodeURIComponent(url.replace(/^file:/, '')).replace(`${process.cwd()}/`, '')) ?? url;
// vnu 26.9 still allows `blocking` only on a stylesheet link, as the attribute was first specified.
// The standard has since given it to `<link rel=expect>` too, whose only purpose it is
// (https://html.spec.whatwg.org/multipage/links.html#link-type-expect, its example is this very
// tag); Chrome supports it from 124. The layout's `<link rel="expect" href="#site-footer" blocking="render">`
// is dismissed, and only it: the same message on any other link still fails.
const checkerBehindStandard = (message) =>
  message.message === 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
  /^<link rel="expect" href="#[^"]+" blocking="render"\/?>$/.test((message.extract ?? '').match(/<link rel="expect"[^>]*>/)?.[0] ?? '');
const dismissed = messages.filter(checkerBehindStandard);
const errors = messages.filter((message) => (message.type === 'error' || message.subType === 'fatal') && !checkerBehindStandard(message));
const warnings = messages.filter((message) => message.type === 'info' && message.subType === 'warning');

for (const message of warnings) console.warn(`  warning ${pathOf(message.url)}:${message.lastLine ?? '?'} ${message.message}`);
for (const message of errors)
  console.error(
    `  ERROR ${pathOf(message.url)}:${message.lastLine ?? '?'} ${message.message}\n    ${(message.extract ?? '').replace(/\n/g, ' ')}`,
  );
console.log(
  `Nu HTML checker: ${pages.length} pages, ${errors.length} errors, ${warnings.length} warnings` +
    (dismissed.length ? ` (${dismissed.length} dismissed: \`blocking\` on <link rel=expect>, which the checker does not know yet).` : '.'),
);
process.exit(errors.length ? 1 : 0);
