import { Redis } from 'ioredis';
import type { Backplane } from './hub-server';

/** Redis pub/sub between instances: one connection publishes, another listens to the groups held here. */
export function redisBackplane(url: string): Backplane {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  const handlers = new Map<string, (text: string) => void>();
  subscriber.on('message', (channel: string, text: string) => handlers.get(channel)?.(text));
  return {
    async publish(channel, text) {
      await publisher.publish(channel, text);
    },
    async subscribe(channel, deliver) {
      handlers.set(channel, deliver);
      await subscriber.subscribe(channel);
    },
    async unsubscribe(channel) {
      handlers.delete(channel);
      await subscriber.unsubscribe(channel);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
