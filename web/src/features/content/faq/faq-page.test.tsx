import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { FAQ_CATEGORIES } from './faq-categories.ts';
import { FAQ_ITEMS } from './faq-data.ts';
import { FaqPage } from './faq-page.tsx';

// Accordion triggers are the buttons that carry aria-expanded (the chips use aria-pressed).
const questions = () => screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-expanded'));
const chip = (name: RegExp) => within(screen.getByRole('group', { name: '질문 분류' })).getByRole('button', { name });
const refundCount = FAQ_ITEMS.filter((i) => i.category === 'refund').length;

describe('FaqPage', () => {
  it('lists every question under 전체 by default', () => {
    renderRoute(<FaqPage />, { path: '/FAQ' });
    expect(questions()).toHaveLength(FAQ_ITEMS.length);
    expect(chip(/^전체/).getAttribute('aria-pressed')).toBe('true');
  });

  it('narrows the list by category and keeps the choice in ?category=', async () => {
    const { location } = renderRoute(<FaqPage />, { path: '/FAQ' });
    await userEvent.click(chip(/^환불 및 A\/S/));
    expect(location().search).toBe('?category=refund');
    expect(chip(/^환불 및 A\/S/).getAttribute('aria-pressed')).toBe('true');
    expect(questions()).toHaveLength(refundCount);
    expect(screen.getByText('환불을 받을 수 있나요?')).toBeTruthy();
    expect(screen.queryByText('결제 수단은 무엇이 있나요?')).toBeNull();

    await userEvent.click(chip(/^전체/));
    expect(location().search).toBe('');
    expect(questions()).toHaveLength(FAQ_ITEMS.length);
  });

  it('reads the category from the URL and ignores unknown values', () => {
    const first = renderRoute(<FaqPage />, { path: '/FAQ', url: '/FAQ?category=legal' });
    expect(questions()).toHaveLength(FAQ_ITEMS.filter((i) => i.category === 'legal').length);
    first.unmount();
    renderRoute(<FaqPage />, { path: '/FAQ', url: '/FAQ?category=nope' });
    expect(questions()).toHaveLength(FAQ_ITEMS.length);
  });

  it('expands and collapses an answer with aria-expanded and aria-controls', async () => {
    renderRoute(<FaqPage />, { path: '/FAQ', url: '/FAQ?category=purchase' });
    const question = screen.getByRole('button', { name: /라이선스 키 하나로 몇 대의 PC/ });
    const panel = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    await userEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain('최대 2대');

    await userEvent.click(question);
    expect(panel.hidden).toBe(true);
  });

  it('makes each question an h2, the level after the page h1 (axe heading-order)', () => {
    renderRoute(<FaqPage />, { path: '/FAQ' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['자주 묻는 질문']);
    const questionHeadings = questions().map((q) => q.parentElement!);
    expect(questionHeadings.every((h) => h.tagName === 'H2')).toBe(true);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('shows how many questions each category holds', () => {
    renderRoute(<FaqPage />, { path: '/FAQ' });
    for (const c of FAQ_CATEGORIES) {
      const count = FAQ_ITEMS.filter((i) => i.category === c.slug).length;
      expect(chip(new RegExp(`^${c.label.replace('/', '\\/')}`)).textContent).toBe(`${c.label}${count}`);
    }
  });
});
