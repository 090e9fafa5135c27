/**
 * A fixed-window counter per client address, in this process's memory: right for one server or
 * one edge isolate. Several instances each count on their own, so a multi-instance deployment
 * uses a shared store instead (see the README).
 */
export type RateLimiter = {
  /** `null` when allowed; otherwise the seconds until the window resets. */
  check(key: string, now?: number): number | null;
  size(): number;
};

export function createRateLimiter({limit, windowMs}: {limit: number; windowMs: number}): RateLimiter {
  const windows = new Map<string, {start: number; count: number}>();
  let lastSweep = 0;

  function sweep(now: number) {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
  }

  return {
    check(key, now = Date.now()) {
      if (limit <= 0) return null;
      sweep(now);
      const window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        windows.set(key, {start: now, count: 1});
        return null;
      }
      if (window.count < limit) {
        window.count += 1;
        return null;
      }
      return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    },
    size: () => windows.size,
  };
}
