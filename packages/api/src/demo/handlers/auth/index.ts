/**
 * Sign-in and registration on the demo platform (spec §4, §7, §8, §9; docs/protocol.md): login with captcha, lockout
 * and the two-factor step, free play, logout, SMS codes, captcha images, registration, password change and reset,
 * plus the demo-only inboxes `/__demo/sms` and `/__demo/captcha`. Refusals use only the client's known codes.
 */
export { DEMO_TRIAL_BALANCE_CENTS, authHandlers } from './handlers';
