import { atom } from 'jotai';

// The sign-up form state shared across the three screens (membership.md §3). In memory only:
// the password typed in step 1 must not reach storage, and a reload starts over.

export interface SignupForm {
  termsAgreed: boolean;
  privacyAgreed: boolean;
  marketingOptIn: boolean;
  loginId: string;
  password: string;
  name: string;
  email: string;
  phoneNumber: string;
  birth: string;
  authNumber: string;
  timeStamp: string;
  isLoading: boolean;
  error: string | null;
}

export const EMPTY_SIGNUP_FORM: SignupForm = {
  termsAgreed: false,
  privacyAgreed: false,
  marketingOptIn: false,
  loginId: '',
  password: '',
  name: '',
  email: '',
  phoneNumber: '',
  birth: '',
  authNumber: '',
  timeStamp: '',
  isLoading: false,
  error: null,
};

export const signupFormAtom = atom<SignupForm>(EMPTY_SIGNUP_FORM);

/** Step 0 -> 1: the consents (both required ones are true by the time this is called). */
export const setAgreementsAtom = atom(null, (_get, set, consents: { marketingOptIn: boolean }) =>
  set(signupFormAtom, (f) => ({ ...f, termsAgreed: true, privacyAgreed: true, marketingOptIn: consents.marketingOptIn })),
);

export const setAccountInfoAtom = atom(null, (_get, set, account: { loginId: string; password: string }) =>
  set(signupFormAtom, (f) => ({ ...f, loginId: account.loginId, password: account.password })),
);

export const setPersonalInfoAtom = atom(
  null,
  (_get, set, info: Pick<SignupForm, 'name' | 'email' | 'phoneNumber' | 'birth' | 'authNumber'>) =>
    set(signupFormAtom, (f) => ({ ...f, ...info, timeStamp: String(Date.now()) })),
);

/**
 * Step 2's fields typed but not sent, kept when the visitor steps back to step 1 (and shown again
 * when they come forward). Not the code, which belongs to one request. Nothing is kept once the
 * form has been reset (a finished sign-up, or an error that starts over).
 */
export const keepPersonalDraftAtom = atom(null, (_get, set, draft: Pick<SignupForm, 'name' | 'email' | 'phoneNumber' | 'birth'>) =>
  set(signupFormAtom, (f) => (f.loginId ? { ...f, ...draft } : f)),
);

export const setSignupLoadingAtom = atom(null, (_get, set, isLoading: boolean) => set(signupFormAtom, (f) => ({ ...f, isLoading })));

export const setSignupErrorAtom = atom(null, (_get, set, error: string | null) => set(signupFormAtom, (f) => ({ ...f, error })));

/** Clears everything except the loading flag (membership.md §3). */
export const resetSignupFormAtom = atom(null, (_get, set) =>
  set(signupFormAtom, (f) => ({ ...EMPTY_SIGNUP_FORM, isLoading: f.isLoading })),
);
