import { smsCountdownTotalSeconds } from '@atrium/domain/format';
import { fn } from 'storybook/test';
import { storyCountries } from '../../../stories/countries.fixtures';
import type { LoginDialogProps } from './LoginDialog';

/** The login dialog's story args: open, every option on, all callbacks spied on. */
export const loginStoryArgs = {
  isOpen: true,
  onClose: fn(),
  isSmsLoginEnabled: true,
  canRegister: true,
  onSwitchToRegister: fn(),
  onForgotPassword: fn(),
  onSubmit: fn(),
  isSubmitting: false,
  errorKey: null,
  noticeKey: null,
  captcha: null,
  onRefreshCaptcha: fn(),
  countries: storyCountries,
  onSendSmsCode: fn(),
  smsSentAt: null,
  smsCountdownSeconds: smsCountdownTotalSeconds(1, false),
  socialProviders: ['facebook', 'google'],
  onSocialSignIn: fn(),
} satisfies LoginDialogProps;
