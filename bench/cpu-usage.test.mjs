import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuPerRequest, cpuSnapshot } from './cpu-usage.mjs';

describe.skipIf(!existsSync('/proc/self/task'))('CPU per request from /proc', () => {
  it("counts this process's busy main thread as main-thread CPU", () => {
    const before = cpuSnapshot(process.pid);
    const end = performance.now() + 300;
    let spin = 0;
    while (performance.now() < end) spin += 1;
    const per = cpuPerRequest(before, cpuSnapshot(process.pid), 10);
    expect(spin).toBeGreaterThan(0);
    // 300 ms of spinning over 10 "requests": at most 30 ms each, less when the shared machine
    // takes the core away (ticks are 10 ms).
    expect(per.main).toBeGreaterThan(5);
    expect(per.main).toBeLessThan(60);
    expect(per.postgres).toBeGreaterThanOrEqual(0);
  });

  it('reports nothing for a process that does not exist or requests that did not happen', () => {
    expect(cpuSnapshot(2 ** 22 + 7)).toBeUndefined();
    const snap = cpuSnapshot(process.pid);
    expect(cpuPerRequest(snap, snap, 0)).toBeUndefined();
  });
});
