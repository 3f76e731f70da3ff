import type { RegistrationType } from '@atrium/domain/dialogs';
import { OPTIONAL_REGISTRATION_FIELDS, type RegistrationMethod } from '@atrium/domain/validation';
import type { TextFieldProps } from '../../primitives/TextField';
import type { RegisterForm, RegisterFormField } from './RegisterDialog.types';

export type TextFieldName = Exclude<RegisterFormField, 'countryDialingCode'>;
export type Values = Record<TextFieldName, string>;

const EMPTY: Values = {
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  verificationCode: '',
  captcha: '',
  payeeName: '',
  email: '',
  qqNum: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  recommenderId: '',
  affiliateCode: '',
  paymentPassword: '',
  referralCode: '',
};

/** Optional text fields in the order they are shown (captcha has its own control, further down). */
export const OPTIONAL_TEXT_FIELDS = OPTIONAL_REGISTRATION_FIELDS.filter(
  (field): field is Exclude<(typeof OPTIONAL_REGISTRATION_FIELDS)[number], 'captcha'> => field !== 'captcha',
);

export const AUTOCOMPLETE: Partial<Record<TextFieldName, string>> = {
  username: 'username',
  email: 'email',
  payeeName: 'name',
  verificationCode: 'one-time-code',
};

export const INPUT_TYPE: Partial<Record<TextFieldName, TextFieldProps['type']>> = { email: 'email' };

export const methodOf = (type: RegistrationType): RegistrationMethod =>
  type === 'registerMobile' ? 'mobile' : 'username';

export function initialValuesOf(initial: Partial<RegisterForm> | undefined): Values {
  const values: Values = { ...EMPTY };
  for (const [field, value] of Object.entries(initial ?? {})) {
    if (field in EMPTY && typeof value === 'string') values[field as TextFieldName] = value;
  }
  return values;
}
