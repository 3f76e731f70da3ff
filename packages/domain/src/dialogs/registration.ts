/**
 * §4 "Registration type register (username) or registerMobile (mobile), default mobile if MOBILENUMREG3; type tabs
 * only if more than one enabled. Success logs in, closes popup, goes to /." §6 "Feature switches from the server
 * control mobile registration, SMS verification on registration, mobile password registration".
 * §3 Whitelabel flags USERNAMEREG3, MOBILENUMREG3, MOBILENUMPASSREG3, REGMOBVERF3, DIRECTREG3.
 */
import type { Switches } from '../session/switches';

export type RegistrationType = 'register' | 'registerMobile';

export type RegistrationSwitches = Pick<
  Switches,
  'DIRECTREG3' | 'USERNAMEREG3' | 'MOBILENUMREG3' | 'MOBILENUMPASSREG3' | 'REGMOBVERF3'
>;

export interface RegistrationLayout {
  /** DIRECTREG3: the register button and tab exist at all. */
  readonly isAvailable: boolean;
  readonly types: readonly RegistrationType[];
  readonly defaultType: RegistrationType;
  readonly showTypeTabs: boolean;
  /** REGMOBVERF3: an SMS verification code is asked for the mobile number. */
  readonly requiresSmsCode: boolean;
  /** MOBILENUMPASSREG3: registration by mobile also asks for a password. */
  readonly mobileAsksPassword: boolean;
}

/**
 * Decisions: USERNAMEREG3 enables registration by username and MOBILENUMREG3 by mobile; with neither on, username
 * registration is offered alone (it is the platform's base form, PUT /wps/member/register), so a brand with
 * DIRECTREG3 on never shows an empty dialog. Tabs keep a fixed order (username, mobile) whatever the default.
 */
export function registrationLayout(switches: RegistrationSwitches): RegistrationLayout {
  const types: RegistrationType[] = [];
  if (switches.USERNAMEREG3) types.push('register');
  if (switches.MOBILENUMREG3) types.push('registerMobile');
  if (types.length === 0) types.push('register');
  return {
    isAvailable: switches.DIRECTREG3,
    types,
    defaultType: switches.MOBILENUMREG3 ? 'registerMobile' : 'register',
    showTypeTabs: types.length > 1,
    requiresSmsCode: switches.REGMOBVERF3,
    mobileAsksPassword: switches.MOBILENUMPASSREG3,
  };
}

export type AfterRegistrationEffect =
  | { readonly type: 'logIn' }
  | { readonly type: 'closeRegisterPopup' }
  | { readonly type: 'navigate'; readonly to: '/'; readonly replace: false };

/** §4 "Success logs in, closes popup, goes to /". The registration response's value is the login info. */
export const AFTER_REGISTRATION_SUCCESS: readonly AfterRegistrationEffect[] = [
  { type: 'logIn' },
  { type: 'closeRegisterPopup' },
  { type: 'navigate', to: '/', replace: false },
];
