import { describe, expect, it } from 'vitest';
import { memoryFlags } from './embedded';

const GB = 2 ** 30;

describe('memoryFlags', () => {
  it('gives a kept cluster a quarter of the memory for its buffers, at least 128 MB and at most 2 GB', () => {
    expect(memoryFlags(2 * GB)).toEqual(['-c', 'shared_buffers=512MB', '-c', 'effective_cache_size=1024MB']);
    expect(memoryFlags(24 * GB)).toEqual(['-c', 'shared_buffers=2048MB', '-c', 'effective_cache_size=12288MB']);
    expect(memoryFlags(GB / 4)).toEqual(['-c', 'shared_buffers=128MB', '-c', 'effective_cache_size=128MB']);
    expect(memoryFlags(3 * GB + 1)).toEqual(['-c', 'shared_buffers=768MB', '-c', 'effective_cache_size=1536MB']);
  });
});
