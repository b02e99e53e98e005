import { describe, expect, it } from 'vitest';
import { NO_TERMS, requiredAgreed, toggleAll, toggleTerm } from './terms.ts';

describe('terms agreement rules (membership.md §4)', () => {
  it('agree-to-all sets every item to the same value', () => {
    expect(toggleAll(NO_TERMS, true)).toEqual({ all: true, service: true, privacy: true, marketing: true });
    expect(toggleAll({ all: false, service: true, privacy: false, marketing: true }, false)).toEqual(NO_TERMS);
  });

  it('recomputes all = true only when all three items, marketing included, are ticked', () => {
    let state = toggleTerm(NO_TERMS, 'service', true);
    state = toggleTerm(state, 'privacy', true);
    expect(state.all).toBe(false);
    expect(requiredAgreed(state)).toBe(true);
    state = toggleTerm(state, 'marketing', true);
    expect(state.all).toBe(true);
  });

  it('unticking any item clears all but keeps the others', () => {
    const state = toggleTerm(toggleAll(NO_TERMS, true), 'marketing', false);
    expect(state).toEqual({ all: false, service: true, privacy: true, marketing: false });
    expect(requiredAgreed(state)).toBe(true);
  });

  it('requires both required items', () => {
    expect(requiredAgreed({ ...NO_TERMS, service: true, marketing: true })).toBe(false);
    expect(requiredAgreed({ ...NO_TERMS, privacy: true })).toBe(false);
  });
});
