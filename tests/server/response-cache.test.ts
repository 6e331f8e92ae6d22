import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../src/server/services/response-cache';

describe('response cache', () => {
  it('serves an entry until it expires', () => {
    const cache = new ResponseCache(1000);
    cache.set('a', Buffer.from('[1]'), 0);
    expect(cache.get('a', 999)?.toString()).toBe('[1]');
    expect(cache.get('a', 1000)).toBeUndefined();
  });

  it('drops the oldest entries beyond its size, and everything on clear', () => {
    const cache = new ResponseCache(1000, 2);
    cache.set('a', Buffer.from('1'), 0);
    cache.set('b', Buffer.from('2'), 0);
    cache.set('c', Buffer.from('3'), 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.toString()).toBe('3');
    cache.clear();
    expect(cache.get('b', 1)).toBeUndefined();
  });

  it('keeps nothing when its time to live is 0', () => {
    const cache = new ResponseCache(0);
    cache.set('a', Buffer.from('1'), 0);
    expect(cache.get('a', 0)).toBeUndefined();
  });
});
