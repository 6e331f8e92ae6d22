import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponseCache } from '../../src/server/cache/response-cache';

describe('response cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves an entry until it expires', () => {
    const cache = new ResponseCache(1000);
    cache.set('a', Buffer.from('[1]'), 0);
    expect(cache.get('a', 999)?.toString()).toBe('[1]');
    expect(cache.get('a', 1000)).toBeUndefined();
  });

  it('stays within its bytes, dropping the oldest first, and everything on clear', () => {
    const cache = new ResponseCache(60_000, 1024 * 1024);
    const answer = Buffer.alloc(100 * 1024, 'x');
    for (let i = 0; i < 2000; i++) cache.set(`search ${i}`, answer, i);
    expect(cache.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(cache.size).toBeGreaterThan(5);
    expect(cache.get('search 0', 2001)).toBeUndefined();
    expect(cache.get('search 1999', 2001)).toBe(answer);
    cache.clear();
    expect(cache.bytes).toBe(0);
    expect(cache.get('search 1999', 2001)).toBeUndefined();
  });

  it('counts the keys too, and keeps no answer too large to be worth it', () => {
    const cache = new ResponseCache(60_000, 8000);
    cache.set('k'.repeat(10_000), Buffer.from('1'), 0);
    cache.set('big', Buffer.alloc(2000), 0);
    expect(cache.size).toBe(0);
    for (let i = 0; i < 100; i++) cache.set(`${'k'.repeat(200)}${i}`, Buffer.from('1'), 0);
    expect(cache.bytes).toBeLessThanOrEqual(8000);
  });

  it('drops expired entries by itself, even when nobody asks again', () => {
    vi.useFakeTimers();
    const cache = new ResponseCache(5000);
    for (let i = 0; i < 50; i++) cache.set(`q${i}`, Buffer.alloc(1000), Date.now());
    expect(cache.size).toBe(50);
    vi.advanceTimersByTime(5001);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('drops expired entries as new ones come', () => {
    const cache = new ResponseCache(1000);
    cache.set('a', Buffer.alloc(1000), 0);
    cache.set('b', Buffer.alloc(1000), 500);
    cache.set('c', Buffer.alloc(1000), 1200);
    expect(cache.size).toBe(2);
  });

  it('keeps nothing when its time to live is 0', () => {
    const cache = new ResponseCache(0);
    cache.set('a', Buffer.from('1'), 0);
    expect(cache.get('a', 0)).toBeUndefined();
  });
});
