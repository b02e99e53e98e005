// The terms-agreement rules of membership.md §4, as pure functions so they are easy to test.

export interface TermsState {
  all: boolean;
  service: boolean;
  privacy: boolean;
  marketing: boolean;
}

export type TermKey = Exclude<keyof TermsState, 'all'>;

export const NO_TERMS: TermsState = { all: false, service: false, privacy: false, marketing: false };

/** Agree-to-all sets all three items to the same value. */
export function toggleAll(_state: TermsState, checked: boolean): TermsState {
  return { all: checked, service: checked, privacy: checked, marketing: checked };
}

/** One item changes; `all` is true only when all three, the optional one included, are ticked. */
export function toggleTerm(state: TermsState, key: TermKey, checked: boolean): TermsState {
  const next = { ...state, [key]: checked };
  return { ...next, all: next.service && next.privacy && next.marketing };
}

export function requiredAgreed(state: TermsState): boolean {
  return state.service && state.privacy;
}
