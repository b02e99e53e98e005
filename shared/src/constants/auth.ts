// Membership messages (membership.md §8). Plain data: the storefront imports them without zod.

/** Server messages. The client matches on these (membership.md §8), so they live here once. */
export const AUTH_MESSAGES = {
  signupSuccess: '회원가입이 완료되었습니다.',
  signupFailed: '회원가입에 실패했습니다.',
  alreadyRegistered: '이미 가입된 회원입니다.',
  loginIdTaken: '이미 사용 중인 아이디입니다.',
  /** Find-ID by e-mail must name one member: an address is one live member's at a time. */
  emailTaken: '이미 다른 계정에서 사용 중인 이메일입니다.',
  loginIdAvailable: '사용할 수 있는 아이디입니다.',
  loginIdCheckThrottled: '아이디 확인 요청이 너무 잦습니다. 잠시 후 다시 시도해 주세요.',
  verificationTimeExceeded: '인증 시간이 초과되었습니다.',
  verificationRequired: '본인 인증을 완료해야 회원가입할 수 있습니다.',
  /** No live code for this step (never requested, or already used): outside sign-up. */
  codeNotRequested: '인증번호를 먼저 요청해 주세요.',
  codeMismatch: '인증번호가 일치하지 않습니다.',
  codeBurned: '인증번호를 5회 이상 잘못 입력했습니다. 인증번호를 다시 요청해 주세요.',
  codeSentPhone: '인증번호가 발송되었습니다. 문자 메시지를 확인해 주세요.',
  codeSentEmail: '인증번호가 발송되었습니다. 이메일을 확인해 주세요.',
  codeThrottled: '인증번호 요청이 너무 잦습니다. 잠시 후 다시 시도해 주세요.',
  phoneRequestFailed: '휴대폰 번호 인증 요청에 실패했습니다.',
  verificationRequestFailed: '인증 요청에 실패했습니다.',
  noUser: '가입된 회원이 아닙니다.',
  loginSuccess: '로그인되었습니다.',
  loginFailed: '로그인에 실패했습니다. 아이디와 비밀번호를 확인하고 다시 시도해 주세요.',
  /** `minutes`: until the window that refused ends, rounded up. */
  loginThrottled: (minutes: number) => `로그인 시도가 너무 많습니다. ${minutes}분 뒤에 다시 시도하시거나, 비밀번호가 기억나지 않으면 비밀번호 찾기를 이용해 주세요.`,
  blocked: '이용이 정지된 계정입니다. 고객센터로 문의해 주세요.',
  sessionExpired: '로그인 세션이 만료되었습니다. 다시 로그인해 주세요.',
  logoutSuccess: '로그아웃되었습니다.',
  foundIdByEmail: '이메일로 아이디를 찾았습니다.',
  foundIdByPhone: '휴대폰 번호로 아이디를 찾았습니다.',
  findPwSuccess: '비밀번호 찾기에 성공했습니다.',
  findPwFailed: '비밀번호 찾기에 실패했습니다.',
  modifyPwSuccess: '비밀번호가 변경되었습니다.',
  modifyPwFailed: '비밀번호 변경에 실패했습니다.',
  resetNotPermitted: '잘못된 접근입니다. 비밀번호 찾기를 다시 진행해 주세요.',
  /** As the my-page change refuses it (mypage-account samePassword). */
  resetSamePassword: '새 비밀번호는 지금 쓰고 있는 비밀번호와 달라야 합니다.',
  invalidAccess: '잘못된 접근입니다.',
  socialNotConfigured: '소셜 로그인이 아직 설정되지 않았습니다.',
  socialFailed: '소셜 로그인에 실패했습니다. 다시 시도해 주세요.',
  socialThrottled: '소셜 로그인 요청이 너무 잦습니다. 잠시 후 다시 시도해 주세요.',
  socialAppRequestInvalid: '앱의 소셜 로그인 요청이 올바르지 않습니다. 앱에서 다시 시도해 주세요.',
} as const;

/**
 * The `result` a refused session carries beside its message, so a client can tell why without
 * matching Korean text: `blocked` is a suspended member's session (403 AUTH_MESSAGES.blocked),
 * `sessionExpired` a token whose session ended (401 AUTH_MESSAGES.sessionExpired: logged out,
 * revoked by a password change elsewhere, expired, or its member gone). The web ends the session
 * locally on either, whichever call met it, and says which.
 */
export const AUTH_REFUSALS = {
  blocked: 'blocked',
  sessionExpired: 'session-expired',
} as const;
