import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";

/**
 * A fixed-window rate limit per client address: enough to stop a script from guessing the preview
 * or webhook secret, with memory bounded by an LRU of addresses. Behind a proxy, `trust proxy`
 * (TRUST_PROXY) makes req.ip the visitor's address rather than the proxy's.
 */
export function rateLimit(options: { limit: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const windows = new LRUCache<string, { start: number; count: number }>({ max: 10_000 });
  return (req: Request, res: Response, next: NextFunction) => {
    const key = req.ip ?? req.socket.remoteAddress ?? "unknown";
    const t = now();
    let window = windows.get(key);
    if (!window || t - window.start >= options.windowMs) {
      window = { start: t, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    const remaining = Math.max(0, options.limit - window.count);
    const reset = Math.max(1, Math.ceil((window.start + options.windowMs - t) / 1000));
    res.setHeader("RateLimit-Limit", String(options.limit));
    res.setHeader("RateLimit-Remaining", String(remaining));
    res.setHeader("RateLimit-Reset", String(reset));
    if (window.count > options.limit) {
      res
        .status(429)
        .set({ "Retry-After": String(reset), "Cache-Control": "no-store" })
        .type("text/plain")
        .send("Too Many Requests");
      return;
    }
    next();
  };
}
