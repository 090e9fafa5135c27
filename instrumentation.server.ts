// Runs once when `next start` boots (Node runtime only; the static export has no server).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const {installLargeStringEnd} = await import('./lib/server/large-string-end.mjs');
    installLargeStringEnd();
  }
}
