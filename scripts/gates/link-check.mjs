// Gate: internal link check over the built site. Serves the export with npm start's server
// (dist/server.mjs) on a loopback port, then linkinator crawls from every primary page (and every alias) through
// every internal link, image, stylesheet, script and #anchor. External links are skipped: the
// machines that run the tests are offline, and other sites' availability is not ours to gate.
import {spawn} from 'node:child_process';
import {LinkChecker, LinkState} from 'linkinator';
import {primaryPaths} from './pages.mjs';

const port = Number(process.env.LINKCHECK_PORT || 3230);
const base = `http://127.0.0.1:${port}`;

async function waitFor(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

const server = spawn(process.execPath, ['dist/server.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {...process.env, PORT: String(port), HOST: '127.0.0.1'},
});
const stop = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stop);

let failed = 0;
try {
  await waitFor(`${base}/`);
  const starts = primaryPaths().map((path) => `${base}${path}`);
  const checker = new LinkChecker();
  const broken = [];
  checker.on('link', (result) => {
    if (result.state === LinkState.BROKEN) broken.push(result);
  });
  const result = await checker.check({
    path: starts,
    recurse: true,
    concurrency: 8,
    checkFragments: true,
    linksToSkip: async (link) => !link.startsWith(base),
    timeout: 20_000,
  });
  const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED).length;
  for (const link of broken) {
    failed++;
    const reason = link.failureDetails
      ?.map((detail) => detail.message ?? detail.statusText ?? '')
      .filter(Boolean)
      .join('; ');
    console.error(
      `  BROKEN ${link.status ?? ''} ${link.url.replace(base, '')}  (on ${link.parent?.replace(base, '') ?? '?'})${reason ? ` ${reason}` : ''}`,
    );
  }
  console.log(`Link check: ${checked} internal links, images and anchors checked from ${starts.length} pages; ${failed} broken.`);
} catch (error) {
  console.error(error);
  failed++;
} finally {
  stop();
}
process.exit(failed ? 1 : 0);
