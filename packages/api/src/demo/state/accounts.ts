/**
 * The demo platform's accounts (README "Demo accounts"). Passwords live here in plain text because this is a
 * simulated server in memory; the client never stores one (docs/architecture.md security stance).
 */

export { DEMO_DEFAULT_PASSWORD, DEMO_PASSWORD } from '../constants';

/** The payment password of the seeded accounts that have one (member, agent and the downlines). */
export const DEMO_PAYMENT_PASSWORD = '246802';

export interface DemoMobile {
  readonly countryDialingCode: string;
  readonly number: string;
}

export interface DemoAccount {
  readonly id: string;
  username: string;
  password: string;
  nickname: string;
  /** §3 account type: agent 1, 2, 41, 42; trial 4; others members (0). An agent may promote a member (2). */
  type: number;
  email: string | null;
  mobile: DemoMobile | null;
  /** Wallet balance in cents, per wallet account type (1 = main). */
  balanceCents: number;
  readonly currency: string;
  readonly currencySymbol: string;
  /** The upline agent's id, for members and sub-agents of an agent tree. */
  readonly parentId: string | null;
  firstTimeLogin: boolean;
  /**
   * The session of the account's first login, once its first-login action ran: the F announcements stay for that
   * session (§4 "plus F for first login"), while the next login is no longer a first one.
   */
  firstLoginToken?: string | null;
  passwordExpired: boolean;
  /** Logging in from a new IP asks for a second factor (docs/protocol.md `login_verify_required`). */
  readonly twoFactor: {
    readonly method: 'sms' | 'email' | 'bankName' | 'authenticator';
    readonly answer: string;
  } | null;
  readonly vipLevel: number;
  readonly clubLabel: string;
  readonly regDate: number;
  /** The affiliate (invitation) code agents hand out. */
  readonly affiliateCode: string | null;
  /**
   * The payment password that withdrawals and transfers to the upline ask for (spec §1, §3); null until the player
   * sets one in my account. Kept apart from the login password, as the platform does.
   */
  paymentPassword: string | null;
}
