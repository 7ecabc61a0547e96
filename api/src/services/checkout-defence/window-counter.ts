import type { Redis } from 'ioredis';

/**
 * A count per key over a fixed window, which can be read without adding to it (the rate-limit
 * plugin's limiters only count and check at once): declined payments per card are read before
 * an attempt and added after a decline only. In Redis when the rate limits use it (shared by
 * every instance), else in this process's memory.
 */
export interface WindowCounter {
  count(key: string): Promise<number>;
  add(key: string): Promise<void>;
}

export function createWindowCounter(options: {
  redis: Redis | null;
  prefix: string;
  windowMs: number;
}): WindowCounter {
  const { redis, prefix, windowMs } = options;
  if (redis) {
    return {
      // Redis down: nothing counted (logged by the client), as the rate limits' skipOnError.
      count: async (key) => Number((await redis.get(prefix + key).catch(() => null)) ?? 0),
      add: async (key) => {
        await redis
          .multi()
          .set(prefix + key, 0, 'PX', windowMs, 'NX')
          .incr(prefix + key)
          .exec()
          .catch(() => undefined);
      },
    };
  }
  const counts = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = counts.get(key);
    return entry && entry.resetAt > Date.now() ? entry : undefined;
  };
  return {
    count: async (key) => current(key)?.count ?? 0,
    add: async (key) => {
      const entry = current(key);
      if (entry) entry.count += 1;
      else {
        // Ended windows go when the map grows, so a flood of cards cannot fill the memory.
        if (counts.size >= 10_000)
          for (const [stale, value] of counts)
            if (value.resetAt <= Date.now()) counts.delete(stale);
        counts.set(key, { count: 1, resetAt: Date.now() + windowMs });
      }
    },
  };
}
