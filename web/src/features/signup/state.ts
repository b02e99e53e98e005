import { atom, type SetStateAction } from 'jotai';
import { atomWithLazy } from 'jotai/utils';

// The sign-up form state shared across the three screens (membership.md §3). A reload keeps the
// consents, the id and step 2's fields (sessionStorage: this tab only, gone when it closes), so a
// visitor who reloads on step 2 types only the password again. The password and the code never
// reach storage: the password stays in memory, and the code belongs to one request.

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

const DRAFT_KEY = 'signup-draft';
const DRAFT_TEXT = ['loginId', 'name', 'email', 'phoneNumber', 'birth'] as const;
const DRAFT_FLAGS = ['termsAgreed', 'privacyAgreed', 'marketingOptIn'] as const;

/** What a reload may restore; anything else in storage (another version's, a hand edit) is ignored. */
export function readSignupDraft(): SignupForm {
  const form = { ...EMPTY_SIGNUP_FORM };
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (typeof draft !== 'object' || draft === null) return form;
    const saved = draft as Record<string, unknown>;
    for (const key of DRAFT_TEXT) if (typeof saved[key] === 'string') form[key] = saved[key];
    for (const key of DRAFT_FLAGS) if (typeof saved[key] === 'boolean') form[key] = saved[key];
  } catch {
    // No storage (the server render, a locked-down browser) or not JSON: start empty.
  }
  return form;
}

function saveSignupDraft(form: SignupForm) {
  try {
    if (!form.termsAgreed && !form.loginId) return sessionStorage.removeItem(DRAFT_KEY);
    const draft = Object.fromEntries([...DRAFT_TEXT, ...DRAFT_FLAGS].map((key) => [key, form[key]]));
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the draft stays in memory, as it did before drafts were kept.
  }
}

// Read per store, on first use (a test's fresh store reads storage again, as a reload does).
const formAtom = atomWithLazy(readSignupDraft);

export const signupFormAtom = atom(
  (get) => get(formAtom),
  (get, set, update: SetStateAction<SignupForm>) => {
    const next = typeof update === 'function' ? update(get(formAtom)) : update;
    set(formAtom, next);
    saveSignupDraft(next);
  },
);

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
 * Step 2's fields typed but not sent, kept when the visitor steps back to step 1 or reloads (and
 * shown again when they come forward). Not the code, which belongs to one request. Nothing is kept
 * once the form has been reset (a finished sign-up, or an error that starts over).
 */
export const keepPersonalDraftAtom = atom(null, (_get, set, draft: Pick<SignupForm, 'name' | 'email' | 'phoneNumber' | 'birth'>) =>
  set(signupFormAtom, (f) => (f.loginId ? { ...f, ...draft } : f)),
);

export const setSignupLoadingAtom = atom(null, (_get, set, isLoading: boolean) => set(signupFormAtom, (f) => ({ ...f, isLoading })));

export const setSignupErrorAtom = atom(null, (_get, set, error: string | null) => set(signupFormAtom, (f) => ({ ...f, error })));

/** Clears everything except the loading flag (membership.md §3), the stored draft with it. */
export const resetSignupFormAtom = atom(null, (_get, set) =>
  set(signupFormAtom, (f) => ({ ...EMPTY_SIGNUP_FORM, isLoading: f.isLoading })),
);
