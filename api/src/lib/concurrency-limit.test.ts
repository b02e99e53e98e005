import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.ts';

/** A task that finishes when told to, recording when it started. */
function controlled(started: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const task = () => {
    started.push(name);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { task, finish: () => finish(name), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('concurrencyLimit', () => {
  it('runs at most `limit` tasks at once and starts the others in arrival order as slots free', async () => {
    const run = concurrencyLimit(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => controlled(started, name));
    const results = tasks.map((t) => run(t.task));
    await settle();
    expect(started).toEqual(['a', 'b']);

    tasks[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);

    tasks[2]!.finish();
    tasks[3]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives the slot of a failed task to the next one and passes the failure to its caller', async () => {
    const run = concurrencyLimit(1);
    const started: string[] = [];
    const [first, second] = ['first', 'second'].map((name) => controlled(started, name));
    const failed = run(first!.task);
    const next = run(second!.task);
    await settle();
    expect(started).toEqual(['first']);

    first!.fail(new Error('boom'));
    await expect(failed).rejects.toThrow('boom');
    await settle();
    expect(started).toEqual(['first', 'second']);
    second!.finish();
    await expect(next).resolves.toBe('second');
  });

  it('does not let a newcomer overtake a waiting task when a slot frees', async () => {
    const run = concurrencyLimit(1);
    const started: string[] = [];
    const [b, c] = ['b', 'c'].map((name) => controlled(started, name));
    let finishA!: () => void;
    const a = new Promise<void>((resolve) => (finishA = resolve));
    void run(() => a);
    void run(b!.task);
    // Queued right behind the limiter's own wake-up on `a`: arrives after a's slot is given up
    // and before the waiting task has taken it.
    void a.then(() => run(c!.task));
    finishA();
    await settle();
    expect(started).toEqual(['b']);
  });
});
