import { describe, expect, it } from 'vitest';
import { createConcurrencyGate } from './concurrency-gate';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createConcurrencyGate', () => {
  it('runs at most `max` tasks at once, the rest in arrival order, and frees the slot on failure', async () => {
    const gate = createConcurrencyGate(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (id: number, fail = false) =>
      gate.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await tick();
        running--;
        order.push(id);
        if (fail) throw new Error(`task ${id}`);
        return id;
      });
    const results = await Promise.allSettled([task(1), task(2, true), task(3), task(4), task(5)]);
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });
});
