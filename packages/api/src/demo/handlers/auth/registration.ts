import {
  hasErrors,
  isBlank,
  type RegistrationField,
  type RegistrationInput,
  type RegistrationMethod,
  validateRegistration,
} from '@atrium/domain/validation';
import type { DemoPlatform } from '../../state/platform';
import { normalizeDialingCode, regionOfDialingCode } from '../../seed/registerRules';
import { authState, mobileKeyOf } from '../../state/auth';
import type { DemoAccount } from '../../state/accounts';
import { accountByMobile, signIn, refuseCode, refuseWith, rules, text } from './shared';

const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'paymentPassword',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
];

export function register(platform: DemoPlatform, body: Record<string, unknown>, method: RegistrationMethod) {
  const switches = platform.switches.map();
  if (!switches['DIRECTREG3'] || (method === 'mobile' && !switches['MOBILENUMREG3'])) {
    return refuseWith(400, 'operation.not.allowed', 'Registration is not enabled');
  }
  const input: Record<string, string> = {};
  for (const field of REGISTRATION_FIELDS) {
    const value = text(body[field]);
    if (value !== '') input[field] = value;
  }
  if (input['confirmPassword'] === undefined && text(body['verifyPwd']) !== '') {
    input['confirmPassword'] = text(body['verifyPwd']);
  }
  const registration: RegistrationInput = input;
  const dialing = text(body['countryDialingCode']);
  const mobileNum = input['mobileNum'] ?? '';
  const isSmsVerificationOn = switches['REGMOBVERF3'] === true && (method === 'mobile' || !isBlank(mobileNum));
  const fieldRules = rules();
  const errors = validateRegistration(registration, {
    method,
    rules: fieldRules,
    isSmsVerificationOn,
    region: regionOfDialingCode(dialing),
  });
  if (hasErrors(errors)) {
    if (errors.mobileNum) return refuseWith(400, 'phone.invalid', 'Invalid phone number format');
    if (errors.confirmPassword?.code === 'confirm.mismatch') {
      return refuseWith(400, 'password.mismatch', 'Confirmation password not correct');
    }
    if (errors.verificationCode) return refuseCode('missing');
    const field = Object.keys(errors)[0] ?? 'form';
    return refuseWith(400, 'field.format', `Format incorrect: ${field}`);
  }
  const username = input['username'] ?? '';
  if (platform.accountByUsername(username)) return refuseWith(400, 'username.exists', 'Username already exists');
  if (mobileNum !== '' && accountByMobile(platform, dialing, mobileNum)) {
    return refuseWith(400, 'mobile.exists', 'Mobile number already registered');
  }
  const affiliateCode = input['affiliateCode'];
  const upline = affiliateCode ? agentByAffiliate(platform, affiliateCode) : null;
  if (affiliateCode && !upline) return refuseWith(400, 'affiliate.invalid', 'Invalid invitation code');
  const auth = authState(platform);
  if (fieldRules.captcha?.enabled) {
    const check = auth.checkCaptcha(input['captcha']);
    if (check !== 'ok') {
      return refuseWith(400, check === 'missing' ? 'captcha.required' : 'captcha.invalid', 'Invalid captcha');
    }
  }
  if (isSmsVerificationOn) {
    const check = auth.checkSms(mobileKeyOf(dialing, mobileNum), input['verificationCode']);
    if (check !== 'ok') return refuseCode(check);
  }
  const account = newAccount(platform, {
    username,
    password: input['password'] ?? '',
    type: 0,
    email: input['email'] ?? null,
    mobile: mobileNum !== '' ? { countryDialingCode: normalizeDialingCode(dialing), number: mobileNum } : null,
    balanceCents: 0,
    parentId: upline?.id ?? null,
    firstTimeLogin: true,
    // §5 registration may ask for the payment password up front; otherwise it is set later in my account.
    paymentPassword: input['paymentPassword'] ? input['paymentPassword'] : null,
  });
  return signIn(platform, account);
}

export function agentByAffiliate(platform: DemoPlatform, code: string): DemoAccount | null {
  return platform.accounts.find((a) => a.affiliateCode?.toLowerCase() === code.trim().toLowerCase()) ?? null;
}

type NewAccount = Pick<
  DemoAccount,
  'username' | 'password' | 'type' | 'email' | 'mobile' | 'balanceCents' | 'parentId' | 'firstTimeLogin'
> &
  Partial<Pick<DemoAccount, 'paymentPassword'>>;

export function newAccount(platform: DemoPlatform, fields: NewAccount): DemoAccount {
  const prefix = fields.type === 4 ? 't' : 'm';
  const id = `${prefix}-${9001 + platform.accounts.length}`;
  const account: DemoAccount = {
    id,
    nickname: fields.username,
    currency: 'USD',
    currencySymbol: '$',
    passwordExpired: false,
    twoFactor: null,
    vipLevel: 0,
    clubLabel: 'Bronze',
    regDate: platform.now(),
    affiliateCode: null,
    paymentPassword: null,
    ...fields,
  };
  platform.accounts.push(account);
  return account;
}
