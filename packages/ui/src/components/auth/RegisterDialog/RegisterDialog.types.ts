import type { RegistrationType } from '@atrium/domain/dialogs';
import type { FieldRules, PhoneDigitsTable, RegistrationField } from '@atrium/domain/validation';
import type { Clock } from '../../primitives/CountdownButton';
import type { PhoneCountry } from '../../primitives/PhoneField';

/** The §3 "Registration form" fields this form can fill. */
export type RegisterFormField = RegistrationField | 'countryDialingCode' | 'referralCode';

/**
 * What the user entered (§3 "Registration form"): only the fields shown, and of the optional ones only those filled.
 * Values are sent as typed (§5: registration does not trim). `referralCode` is the one from the URL.
 */
export interface RegisterForm {
  readonly username: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly mobileNum?: string;
  readonly countryDialingCode?: string;
  readonly verificationCode?: string;
  readonly captcha?: string;
  readonly payeeName?: string;
  readonly email?: string;
  readonly qqNum?: string;
  readonly line?: string;
  readonly whatsapp?: string;
  readonly facebook?: string;
  readonly wechat?: string;
  readonly idNumber?: string;
  readonly recommenderId?: string;
  readonly affiliateCode?: string;
  readonly paymentPassword?: string;
  readonly referralCode?: string;
}

/** What the parent needs to send the registration SMS (§7 registration SMS). */
export interface RegisterSmsRequest {
  readonly type: RegistrationType;
  /** ISO region of the chosen dialing code. */
  readonly countryCode: string;
  /** Without "+". */
  readonly countryDialingCode: string;
  readonly mobileNum: string;
}

export interface RegisterDialogProps {
  /** `dialog` (the registration modal) or `page` (the /register page body, same form under a heading). */
  readonly presentation?: 'dialog' | 'page';
  /** Dialog only: controlled open state (open by default) and its change (close button, Escape, a click outside). */
  readonly isOpen?: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
  /** §4 the enabled registration types and the default, from the domain's `registrationLayout`. */
  readonly types: readonly RegistrationType[];
  readonly defaultType: RegistrationType;
  /** Called when the user switches type tabs. */
  readonly onTypeChange?: (type: RegistrationType) => void;
  /** §5 the server's registration-field rules (`fieldRulesFromWire`); a field without a rule uses the default. */
  readonly rules: FieldRules;
  /**
   * REGMOBVERF3 (`registrationLayout().requiresSmsCode`): an SMS code is asked for the mobile number, where the
   * domain's `isSmsCodeShown` says (mobile registration, or a required mobile rule).
   */
  readonly isSmsVerificationOn: boolean;
  /** The regions for the dialing code, and the one chosen first (ISO code; the first country by default). */
  readonly countries: readonly PhoneCountry[];
  readonly defaultCountryCode?: string;
  /** §5 "Phone number {0} digits by region": a brand's own table; the domain's by default. */
  readonly phoneDigits?: PhoneDigitsTable;
  /** When the last SMS code was sent (epoch ms), null before; the countdown runs from it. */
  readonly smsSentAt: number | null;
  /** The countdown length in seconds (domain `smsCountdownTotalSeconds`, §4, §9). */
  readonly smsCountdownSeconds: number;
  readonly isSendingSms?: boolean;
  /** Asked for with a mobile number that passed the §5 check. */
  readonly onSendSmsCode: (request: RegisterSmsRequest) => void;
  /** The clock the SMS countdown ticks on (stories pass `manualClock`); the system clock by default. */
  readonly smsClock?: Clock;
  /** The captcha image (base64 PNG) when the captcha rule is enabled, and how to get a new one. */
  readonly captchaImage?: string | null;
  readonly onRefreshCaptcha?: () => void;
  /** §5/§9 "Age confirmation 18 (parameter …)". */
  readonly minimumAge?: number;
  /** Values to start with; `referralCode` (from the URL) is shown read-only when given. */
  readonly initialValues?: Partial<RegisterForm>;
  /** A request is under way: the submit button shows progress and refuses a second press. */
  readonly isSubmitting?: boolean;
  /** The server's refusal as an `errors:` i18n key (ApiError.messageKey), shown inside the form. */
  readonly errorKey?: string | null;
  /** The server's per-field refusals as `errors:` keys; a field's goes away once the user edits that field. */
  readonly fieldErrors?: Partial<Record<RegisterFormField, string>>;
  readonly onSubmit: (form: RegisterForm, type: RegistrationType) => void;
  readonly onSwitchToLogin: () => void;
}
