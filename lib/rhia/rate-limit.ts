/**
 * A fixed-window counter per client address, in this process's memory: right for one server or
 * one edge isolate. Several instances each count on their own, so a multi-instance deployment
 * uses a shared store instead (see the README).
 *
 * Memory is bounded whatever arrives: at most `maxKeys` addresses (the least recently seen is
 * forgotten first, which at worst restarts that address's window) and keys cut to
 * `maxKeyLength` characters. A Map keeps insertion order, so delete-then-set marks a key recent
 * and the first key is the oldest: an LRU without a dependency.
 */
export type RateLimiter = {
  /** `null` when allowed; otherwise the seconds until the window resets. */
  check(key: string, now?: number): number | null;
  size(): number;
};

export type RateLimiterOptions = {
  limit: number;
  windowMs: number;
  /** Addresses held at once (default 10,000: a few megabytes at most). */
  maxKeys?: number;
  /** Longer keys count by their first characters (default 64, more than any IP address). */
  maxKeyLength?: number;
};

export function createRateLimiter({limit, windowMs, maxKeys = 10_000, maxKeyLength = 64}: RateLimiterOptions): RateLimiter {
  const windows = new Map<string, {start: number; count: number}>();
  let lastSweep = 0;

  function sweep(now: number) {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
  }

  return {
    check(rawKey, now = Date.now()) {
      if (limit <= 0) return null;
      sweep(now);
      const key = rawKey.slice(0, maxKeyLength);
      const window = windows.get(key);
      if (window) windows.delete(key);
      if (!window || now - window.start >= windowMs) {
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        windows.set(key, {start: now, count: 1});
        return null;
      }
      windows.set(key, window);
      if (window.count < limit) {
        window.count += 1;
        return null;
      }
      return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    },
    size: () => windows.size,
  };
}
