import type { RegistrationType } from '@atrium/domain/dialogs';
import type { RegistrationMethod } from '@atrium/domain/validation';
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

export const methodOf = (type: RegistrationType): RegistrationMethod =>
  type === 'registerMobile' ? 'mobile' : 'username';

export function initialValuesOf(initial: Partial<RegisterForm> | undefined): Values {
  const values: Values = { ...EMPTY };
  for (const [field, value] of Object.entries(initial ?? {})) {
    if (field in EMPTY && typeof value === 'string') values[field as TextFieldName] = value;
  }
  return values;
}
