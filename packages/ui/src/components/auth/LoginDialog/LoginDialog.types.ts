/** What the dialog hands over on submit (§3 "Login payload: username, password (or SMS code), captcha, type"). */
export type LoginSubmission =
  | {
      readonly type: 'username';
      /** Trimmed (§5 "inputs trimmed"). */
      readonly username: string;
      readonly password: string;
      /** Only when the captcha is shown. */
      readonly captcha?: string;
      readonly rememberMe: boolean;
    }
  | {
      readonly type: 'sms';
      /** Without "+", from the chosen region. */
      readonly countryDialingCode: string;
      readonly mobileNum: string;
      readonly code: string;
      readonly captcha?: string;
      readonly rememberMe: boolean;
    };

/** The number an SMS code is sent to. */
export interface SmsTarget {
  readonly countryDialingCode: string;
  readonly mobileNum: string;
}

/** The captcha the server demanded (§4 "On login failure with a captcha flag … the captcha input and image appear"). */
export interface LoginCaptcha {
  /** The image as the server sends it (bare base64 PNG), or null while it loads. */
  readonly imageBase64: string | null;
}

export type { SocialProvider } from './SocialSignIn';
