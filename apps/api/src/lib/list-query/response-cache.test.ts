import { describe, expect, it } from 'vitest';
import { ListResponseCache } from './response-cache';

const active = (options?: ConstructorParameters<typeof ListResponseCache>[0]) => {
  const cache = new ListResponseCache(options);
  cache.setListening(true);
  return cache;
};

describe('ListResponseCache', () => {
  it('caches nothing while not listening or switched off', async () => {
    const cache = new ListResponseCache();
    let reads = 0;
    const load = async () => ({ n: ++reads });
    expect(await cache.answer('k', load)).toBe('{"n":1}');
    expect(await cache.answer('k', load)).toBe('{"n":2}');
    cache.setListening(true);
    cache.setEnabled(false);
    expect(await cache.answer('k', load)).toBe('{"n":3}');
    expect(cache.size).toBe(0);
  });

  it('shares one read between concurrent misses and serves hits until cleared', async () => {
    const cache = active();
    let reads = 0;
    const load = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { reads };
    };
    const answers = await Promise.all([cache.answer('k', load), cache.answer('k', load)]);
    expect(answers).toEqual(['{"reads":1}', '{"reads":1}']);
    expect(await cache.answer('k', load)).toBe('{"reads":1}');
    cache.clear();
    expect(await cache.answer('k', load)).toBe('{"reads":2}');
  });

  it('does not keep an answer whose read overlapped a clear (it may predate the change)', async () => {
    const cache = active();
    let release: () => void = () => {};
    const slow = cache.answer('k', () => new Promise((resolve) => (release = () => resolve('old'))));
    cache.clear();
    release();
    expect(await slow).toBe('"old"');
    expect(cache.size).toBe(0);
    expect(await cache.answer('k', async () => 'new')).toBe('"new"');
  });

  it('drops the least recently used entry beyond maxEntries and entries older than maxAgeMs', async () => {
    const cache = active({ maxEntries: 2, maxAgeMs: 20 });
    await cache.answer('a', async () => 1);
    await cache.answer('b', async () => 2);
    await cache.answer('a', async () => 'unused');
    await cache.answer('c', async () => 3);
    expect(await cache.answer('a', async () => 'again')).toBe('1');
    expect(await cache.answer('b', async () => 'reloaded')).toBe('"reloaded"');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.answer('a', async () => 'expired')).toBe('"expired"');
  });

  it('a lost LISTEN connection empties it and turns it off', async () => {
    const cache = active();
    await cache.answer('k', async () => 1);
    cache.setListening(false);
    expect(cache.size).toBe(0);
    expect(cache.isActive).toBe(false);
  });
});
