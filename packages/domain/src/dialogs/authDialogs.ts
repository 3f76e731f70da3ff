/**
 * §4 "Login popup: type username or sms (sms tab only if verification-code login enabled); register tab only if
 * DIRECTREG3; register and login switch to each other; forgot password closes login and opens recovery."
 * §2 Header "register only if DIRECTREG3 on"; §2 Routes "/login opens the login popup …; /register opens the
 * registration modal".
 */

export type LoginTab = 'username' | 'sms';

export interface LoginPopupFacts {
  /** The server's verification-code (SMS) login switch (§6); its switch id is not known, so it is passed in. */
  readonly verificationCodeLoginEnabled: boolean;
  /** DIRECTREG3. */
  readonly directRegistration: boolean;
}

export interface LoginPopupLayout {
  readonly tabs: readonly LoginTab[];
  readonly defaultTab: LoginTab;
  readonly showRegisterTab: boolean;
  /** Tabs are drawn only when there is a choice. */
  readonly showTabs: boolean;
}

/** Username login is always offered and is the default. */
export function loginPopupLayout(facts: LoginPopupFacts): LoginPopupLayout {
  const tabs: LoginTab[] = facts.verificationCodeLoginEnabled ? ['username', 'sms'] : ['username'];
  return { tabs, defaultTab: 'username', showRegisterTab: facts.directRegistration, showTabs: tabs.length > 1 };
}

/** The login, registration and password-recovery dialogs: at most one is open at a time. */
export type AuthDialog = 'login' | 'register' | 'forgotPassword';

export type AuthDialogAction =
  | { readonly type: 'openLogin' }
  | { readonly type: 'openRegister' }
  | { readonly type: 'switchToRegister' }
  | { readonly type: 'switchToLogin' }
  | { readonly type: 'forgotPassword' }
  | { readonly type: 'close' };

/**
 * Which dialog is open after `action`. Without DIRECTREG3 nothing opens the registration dialog (the /register
 * route then behaves like the home page). "Forgot password" is only reachable from the login dialog; "switch to
 * login" also leads back from recovery. Actions that do not apply leave the state as it is.
 */
export function authDialogAfter(
  current: AuthDialog | null,
  action: AuthDialogAction,
  directRegistration: boolean,
): AuthDialog | null {
  switch (action.type) {
    case 'openLogin':
      return 'login';
    case 'openRegister':
      return directRegistration ? 'register' : current;
    case 'switchToRegister':
      return current === 'login' && directRegistration ? 'register' : current;
    case 'switchToLogin':
      return current === 'register' || current === 'forgotPassword' ? 'login' : current;
    case 'forgotPassword':
      return current === 'login' ? 'forgotPassword' : current;
    case 'close':
      return null;
  }
}

/**
 * §4 "On login failure with a captcha flag in the response value, the captcha input and image appear";
 * docs/protocol.md "login failure whose value.captcha is truthy: show the captcha field and load a captcha".
 * Truthy as JavaScript means it, except the texts "0" and "false", which a server means as off.
 */
export function captchaRequested(responseValue: unknown): boolean {
  if (typeof responseValue !== 'object' || responseValue === null) return false;
  const flag = (responseValue as Record<string, unknown>)['captcha'];
  if (typeof flag === 'string') return flag.trim() !== '' && !['0', 'false'].includes(flag.trim().toLowerCase());
  return Boolean(flag);
}

export interface CaptchaAfterFailure {
  readonly showCaptcha: boolean;
  /** Fetch a new captcha image (GET /wps/captcha): the one shown, if any, is spent by the failed attempt. */
  readonly loadCaptcha: boolean;
}

/**
 * After a failed login. Decision: once shown, the captcha stays for the rest of the dialog's life even if a later
 * failure carries no flag (hiding it again would only invite another round trip); a new image is loaded after
 * every failure while it is shown. Manual refreshes are throttled separately (`mayAct`, CAPTCHA_REFRESH_THROTTLE_MS).
 */
export function captchaAfterLoginFailure(wasShown: boolean, responseValue: unknown): CaptchaAfterFailure {
  const showCaptcha = wasShown || captchaRequested(responseValue);
  return { showCaptcha, loadCaptcha: showCaptcha };
}
