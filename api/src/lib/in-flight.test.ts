import { describe, expect, it } from 'vitest';
import { inFlightRequests } from './in-flight.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A handler whose answer comes when told to. */
function heldHandler() {
  const answers: Array<() => void> = [];
  const handler = () => new Promise<Response>((resolve) => answers.push(() => resolve(new Response('ok'))));
  return { handler, answerNext: () => answers.shift()!() };
}

describe('inFlightRequests', () => {
  it('is idle at once when no handler runs', async () => {
    const counted = inFlightRequests(() => new Response('ok'));
    await counted.fetch();
    await expect(counted.idle()).resolves.toBeUndefined();
    expect(counted.running).toBe(0);
  });

  it('becomes idle only after the last running handler has answered', async () => {
    const { handler, answerNext } = heldHandler();
    const counted = inFlightRequests(handler);
    const first = counted.fetch();
    const second = counted.fetch();
    let idle = false;
    void counted.idle().then(() => (idle = true));

    answerNext();
    await first;
    await settle();
    expect(counted.running).toBe(1);
    expect(idle).toBe(false);

    answerNext();
    await second;
    await settle();
    expect(counted.running).toBe(0);
    expect(idle).toBe(true);
  });

  it('counts a handler that fails, at once or later, as finished', async () => {
    const counted = inFlightRequests((how: 'throw' | 'reject') => {
      if (how === 'throw') throw new Error('at once');
      return Promise.reject(new Error('later'));
    });
    expect(() => counted.fetch('throw')).toThrow('at once');
    await expect(counted.fetch('reject')).rejects.toThrow('later');
    expect(counted.running).toBe(0);
    await expect(counted.idle()).resolves.toBeUndefined();
  });
});
