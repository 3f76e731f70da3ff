import { http, type HttpHandler } from 'msw';
import { DEFAULT_PAYMENT_PASSWORD_RULE, isProfileFieldName, type ProfileFieldName } from '@atrium/domain/account';
import { checkFieldValue, DEFAULT_MINIMUM_AGE, fieldRuleFromWire, validateBirthDate } from '@atrium/domain/validation';
import { ok } from '../envelope';
import { isResponse, readAccountEncrypted, readAccountJson, requireAccount } from '../http';
import type { DemoPlatform } from '../state/platform';
import { refuseWith, text } from './auth/shared';
import { accountDraw, profileValues, profileOf, securityOf, NOT_ALLOWED } from './accountShared';
import { accountBindingHandlers } from './accountBindings';

/**
 * My account on the demo platform (spec §2 securityCenter; every shape designed, packages/api README): the profile
 * fields it enables, VIP progress, the payment password, bindings with verification codes, social binding and the
 * avatar. Like a strict server it checks every value with the same rules the app shows, and refuses with the
 * client's known codes. Demo-only: `GET /__demo/account/email-code?email=` (the email inbox) and
 * `GET /__demo/account/avatar/<id>` (an uploaded avatar's bytes).
 */
const VIP_TOP_LEVEL = 10;
const vipDepositFor = (level: number) => level * 5_000;
const vipBetFor = (level: number) => level * 25_000;

/**
 * The demo brand's VIP ranks: what reaching each takes (the same figures the progress counts towards) and what it
 * gives. A bonus starts at the rank where the brand offers it (null below); the rebate and the withdrawal limit grow
 * with every rank.
 */
function demoVipRanks() {
  return Array.from({ length: VIP_TOP_LEVEL + 1 }, (_, level) => ({
    level,
    label: `VIP ${level}`,
    deposit: vipDepositFor(level),
    bet: vipBetFor(level),
    upgradeBonus: level >= 1 ? level * level * 10 : null,
    birthdayBonus: level >= 2 ? level * 50 : null,
    monthlyBonus: level >= 3 ? level * 20 : null,
    rebateRate: Math.round((0.3 + level * 0.1) * 10) / 10,
    dailyWithdrawalLimit: 10_000 + level * 10_000,
  }));
}

export function accountHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/wps/member/security', ({ request }) => {
      const account = requireAccount(platform, request);
      return isResponse(account) ? account : ok(securityOf(platform, account));
    }),

    http.get('*/wps/member/profile', ({ request }) => {
      const account = requireAccount(platform, request);
      return isResponse(account) ? account : ok(profileOf(platform, account));
    }),

    http.put('*/wps/member/profile', async ({ request }) => {
      const call = await readAccountJson(platform, request);
      if (isResponse(call)) return call;
      const { account, body } = call;
      const current = profileOf(platform, account).fields;
      const updates: Partial<Record<ProfileFieldName, string>> = {};
      for (const [name, raw] of Object.entries(body)) {
        const field = current.find((f) => f.name === name);
        if (!isProfileFieldName(name) || !field || !field.enabled || !field.editable) return NOT_ALLOWED();
        const value = text(raw).trim();
        if (value === '') {
          if (field.required) return refuseWith(400, 'field.format', `${name} is required`);
        } else if (checkFieldValue(fieldRuleFromWire(field), value) !== null) {
          return refuseWith(400, 'field.format', `${name} format incorrect`);
        } else if (name === 'birthday' && validateBirthDate(value, { now: platform.now() }) !== null) {
          // §5/§9 the birthday check, on the platform too: a bypassed client cannot lock in a future or under-age date.
          return refuseWith(
            400,
            'birthday.invalid',
            `birthday must be a past date at least ${DEFAULT_MINIMUM_AGE} years ago`,
          );
        }
        updates[name] = value;
      }
      const values = profileValues(platform, account);
      for (const [name, value] of Object.entries(updates) as [ProfileFieldName, string][]) {
        if (name === 'nickname') account.nickname = value;
        if (value === '') delete values[name];
        else values[name] = value;
      }
      return ok(profileOf(platform, account));
    }),

    http.get('*/wps/relay/MCSFE_getPlayerRankProgress', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const top = VIP_TOP_LEVEL;
      const level = account.vipLevel;
      const ranks = demoVipRanks();
      if (level >= top) return ok({ currentLevel: level, currentLabel: `VIP ${level}`, nextLevel: null, ranks });
      const random = accountDraw(platform, account.id);
      const depositRequired = vipDepositFor(level + 1);
      const betRequired = vipBetFor(level + 1);
      return ok({
        currentLevel: level,
        currentLabel: `VIP ${level}`,
        nextLevel: level + 1,
        nextLabel: `VIP ${level + 1}`,
        requirements: [
          { type: 'DEPOSIT', current: Math.round(random() * depositRequired * 100) / 100, required: depositRequired },
          { type: 'BET', current: Math.round(random() * betRequired * 100) / 100, required: betRequired },
        ],
        ranks,
      });
    }),

    http.post('*/wps/member/paymentPassword', async ({ request }) => {
      const call = await readAccountEncrypted(platform, request);
      if (isResponse(call)) return call;
      const { account, body } = call;
      if (account.paymentPassword !== null && text(body['oldPaymentPassword']) !== account.paymentPassword) {
        return refuseWith(400, 'password.incorrect', 'Current payment password incorrect');
      }
      const next = text(body['newPaymentPassword']);
      if (next === '' || checkFieldValue(DEFAULT_PAYMENT_PASSWORD_RULE, next) !== null) {
        return refuseWith(400, 'field.format', 'Payment password format incorrect');
      }
      if (text(body['confirmPaymentPassword']) !== next) {
        return refuseWith(400, 'password.mismatch', 'Confirmation password not correct');
      }
      account.paymentPassword = next;
      return ok(null);
    }),
    ...accountBindingHandlers(platform),
  ];
}
