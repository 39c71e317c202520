// Spec section 7: the status read is "stale after 250 ms": reads within 250 ms of an answer, or
// while one is on its way, share it; later, fresh or forgotten reads ask the server.
import { describe, expect, it } from 'vitest';
import { STATUS_STALE_MS, createStatusReader } from '../../src/client/lib/status-read';

function setup() {
  let clock = 0;
  const asked: string[] = [];
  const failNext = { value: false };
  const reader = createStatusReader(
    async (uuid: string) => {
      asked.push(uuid);
      if (failNext.value) throw new Error('offline');
      return { uuid, n: asked.length };
    },
    () => clock,
  );
  return { reader, asked, failNext, tick: (ms: number) => (clock += ms) };
}

describe('createStatusReader', () => {
  it('shares a read on its way and its answer for 250 ms, then asks again', async () => {
    const { reader, asked, tick } = setup();
    expect(STATUS_STALE_MS).toBe(250);
    const [a, b] = await Promise.all([reader.read('u1'), reader.read('u1')]);
    expect(a).toBe(b);
    tick(249);
    expect(await reader.read('u1')).toBe(a);
    expect(asked).toEqual(['u1']);
    tick(1);
    expect(await reader.read('u1')).toEqual({ uuid: 'u1', n: 2 });
    expect(await reader.read('u2')).toEqual({ uuid: 'u2', n: 3 });
  });

  it('asks the server for a fresh read, after forget, and after a failed read', async () => {
    const { reader, asked, failNext } = setup();
    await reader.read('u1');
    await reader.read('u1', true);
    reader.forget('u1');
    await reader.read('u1');
    expect(asked).toHaveLength(3);
    failNext.value = true;
    await expect(reader.read('u1', true)).rejects.toThrow('offline');
    failNext.value = false;
    expect(await reader.read('u1')).toEqual({ uuid: 'u1', n: 5 });
  });
});
