import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { EMPTY_SIGNUP_FORM, readSignupDraft, resetSignupFormAtom, setAccountInfoAtom, setAgreementsAtom, signupFormAtom } from './state.ts';

describe('sign-up draft', () => {
  it('survives a reload (a new store) with the consents and the id, without the password', () => {
    const before = createStore();
    before.set(setAgreementsAtom, { marketingOptIn: true });
    before.set(setAccountInfoAtom, { loginId: 'newuser', password: 'abcd1234!' });
    expect(sessionStorage.getItem('signup-draft')).not.toContain('abcd1234!');

    const after = createStore();
    expect(after.get(signupFormAtom)).toEqual({ ...EMPTY_SIGNUP_FORM, termsAgreed: true, privacyAgreed: true, marketingOptIn: true, loginId: 'newuser' });
  });

  it('is gone once the form is reset', () => {
    const store = createStore();
    store.set(setAgreementsAtom, { marketingOptIn: false });
    expect(sessionStorage.getItem('signup-draft')).not.toBeNull();
    store.set(resetSignupFormAtom);
    expect(sessionStorage.getItem('signup-draft')).toBeNull();
    expect(createStore().get(signupFormAtom)).toEqual(EMPTY_SIGNUP_FORM);
  });

  it('takes from storage only the fields a draft has, of their type', () => {
    sessionStorage.setItem('signup-draft', JSON.stringify({ loginId: 42, password: 'abcd1234!', authNumber: '123456', termsAgreed: 'yes', name: '김신규' }));
    expect(readSignupDraft()).toEqual({ ...EMPTY_SIGNUP_FORM, name: '김신규' });
    sessionStorage.setItem('signup-draft', '{not json');
    expect(readSignupDraft()).toEqual(EMPTY_SIGNUP_FORM);
  });
});
