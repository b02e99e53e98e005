import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks.ts';

describe('holdEarlyClicks', () => {
  afterEach(() => document.body.replaceChildren());

  function page(html: string) {
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    return container;
  }

  it('clicks the last button clicked before release again, once', () => {
    const container = page('<button id="a"><span>장바구니</span></button><button id="b">메뉴</button>');
    const release = holdEarlyClicks(container);
    const clicks: string[] = [];
    container.addEventListener('click', (event) => clicks.push((event.target as Element).closest('button')!.id));
    container.querySelector('span')!.click();
    container.querySelector<HTMLButtonElement>('#b')!.click();
    container.querySelector<HTMLButtonElement>('#b')!.click();
    clicks.length = 0;
    release();
    expect(clicks).toEqual(['b']);
    release();
    container.querySelector<HTMLButtonElement>('#a')!.click();
    expect(clicks).toEqual(['b', 'a']); // after release, a click is heard once (no holding)
  });

  it('keeps a button through later clicks on a link or a disabled button', () => {
    const container = page('<button id="cart">장바구니</button><a href="#x">링크</a><button disabled>결제</button>');
    const release = holdEarlyClicks(container);
    container.querySelector<HTMLButtonElement>('#cart')!.click();
    container.querySelector('a')!.click();
    container.querySelector('button[disabled]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const clicked: string[] = [];
    container.addEventListener('click', (event) => clicked.push((event.target as Element).textContent!));
    release();
    expect(clicked).toEqual(['장바구니']);
  });

  it('repeats nothing for a button the page has replaced', () => {
    const container = page('<button id="gone">삭제</button>');
    const release = holdEarlyClicks(container);
    const gone = container.querySelector<HTMLButtonElement>('#gone')!;
    gone.click();
    const onClick = vi.fn();
    gone.addEventListener('click', onClick);
    gone.remove();
    release();
    expect(onClick).not.toHaveBeenCalled();
  });
});
