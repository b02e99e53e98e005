import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { doubleClick } from '../test/render.tsx';
import { useSingleFlight } from './use-single-flight.ts';

/** A form whose submit waits on `gate`, counting the tasks started. */
function Form({ started, gate }: { started: { count: number }; gate: Promise<void> }) {
  const flight = useSingleFlight();
  const submit = async () => {
    started.count += 1;
    await gate;
  };
  return (
    <form onSubmit={flight.onSubmit(submit)}>
      <button type="submit" disabled={flight.busy}>
        보내기
      </button>
    </form>
  );
}

describe('useSingleFlight', () => {
  it('runs one submit of a double click, keeps the page, and opens again when it ends', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const started = { count: 0 };
    render(<Form started={started} gate={gate} />);
    const button = screen.getByRole('button', { name: '보내기' }) as HTMLButtonElement;
    const submitted = new Promise<Event>((resolve) => button.form!.addEventListener('submit', resolve, { once: true }));
    doubleClick(button);
    expect((await submitted).defaultPrevented).toBe(true);
    expect(started.count).toBe(1);
    expect(button.disabled).toBe(true);
    await act(async () => {
      release();
      await gate;
    });
    expect(button.disabled).toBe(false);
    doubleClick(button);
    expect(started.count).toBe(2);
  });
});
