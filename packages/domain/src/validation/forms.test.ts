import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasErrors, isBlank, REQUIRED } from './errors';
import { fieldRuleFromWire, type FieldRules } from './fieldRules';
import {
  trimLoginByUsername,
  validateChangePassword,
  validateConfirmation,
  validateForgotByEmail,
  validateForgotByMobile,
  validateLoginBySms,
  validateLoginByUsername,
  validateMobileNumber,
} from './forms';

const whitespace = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000'), maxLength: 3 });

describe('§5 empty input not allowed / §8 Input cannot be empty', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\t\n', true],
    [null, true],
    [undefined, true],
    [' a ', false],
  ])('%j is blank: %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });

  it('hasErrors is true only when a field has an error', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ username: undefined })).toBe(false);
    expect(hasErrors({ username: REQUIRED })).toBe(true);
  });
});

describe('§5 Login by username: username, password required; captcha when shown; inputs trimmed', () => {
  it.each([
    [{ username: 'player1', password: 'secret1' }, false, {}],
    [{ username: '', password: '' }, false, { username: REQUIRED, password: REQUIRED }],
    [{ username: '  ', password: 'x' }, false, { username: REQUIRED }],
    [{ username: 'p', password: 'x' }, true, { captcha: REQUIRED }],
    [{ username: 'p', password: 'x', captcha: '   ' }, true, { captcha: REQUIRED }],
    [{ username: 'p', password: 'x', captcha: '1234' }, true, {}],
    [{ username: 'p', password: 'x' }, false, {}],
  ])('%j with captcha shown=%s gives %j', (input, isCaptchaShown, expected) => {
    expect(validateLoginByUsername(input, { isCaptchaShown })).toEqual(expected);
  });

  it('only presence is checked: an old account that breaks today’s rules can still sign in', () => {
    expect(validateLoginByUsername({ username: '1', password: '!' }, { isCaptchaShown: false })).toEqual({});
  });

  it('property: inputs trimmed — surrounding whitespace changes neither the sent values nor the errors', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.string({ maxLength: 8 }),
        fc.option(fc.string({ maxLength: 4 }), { nil: undefined }),
        whitespace,
        whitespace,
        (username, password, captcha, before, after) => {
          const padded = {
            username: before + username + after,
            password: before + password + after,
            ...(captcha === undefined ? {} : { captcha: before + captcha + after }),
          };
          const plain = {
            username: username.trim(),
            password: password.trim(),
            ...(captcha === undefined ? {} : { captcha: captcha.trim() }),
          };
          expect(trimLoginByUsername(padded)).toEqual(plain);
          for (const isCaptchaShown of [true, false]) {
            expect(validateLoginByUsername(padded, { isCaptchaShown })).toEqual(
              validateLoginByUsername(plain, { isCaptchaShown }),
            );
          }
        },
      ),
    );
  });
});

describe('§5 Login by SMS: mobileNum required and valid; verification code required', () => {
  it.each([
    [{ mobileNum: '0812345678', verificationCode: '123456' }, {}],
    [
      { mobileNum: '', verificationCode: '' },
      { mobileNum: REQUIRED, verificationCode: REQUIRED },
    ],
    [{ mobileNum: '12345', verificationCode: '1' }, { mobileNum: { code: 'pattern.6', params: { min: 6, max: 15 } } }],
    [
      { mobileNum: '08123abc78', verificationCode: '1' },
      { mobileNum: { code: 'pattern.6', params: { min: 6, max: 15 } } },
    ],
  ])('%j gives %j (default mobile rule: digits only, 6–15)', (input, expected) => {
    expect(validateLoginBySms(input)).toEqual(expected);
  });

  it('the region’s digit count applies after the rule (§5 Phone number {0} digits by region)', () => {
    expect(validateLoginBySms({ mobileNum: '13812345678', verificationCode: '1' }, { region: 'TH' })).toEqual({
      mobileNum: { code: 'phone.digits', params: { digits: '9' } },
    });
    expect(validateLoginBySms({ mobileNum: '13812345678', verificationCode: '1' }, { region: 'CN' })).toEqual({});
  });

  it('the server’s mobileNum rule replaces the default one', () => {
    const rule = fieldRuleFromWire({ enabled: true, patternId: 6, minLength: 10, maxLength: 10 });
    expect(validateMobileNumber('123456789', { rule })).toEqual({ code: 'pattern.6', params: { length: 10 } });
    expect(validateMobileNumber('1234567890', { rule })).toBeNull();
  });

  it('§8 Invalid phone number format: a permissive server rule still needs digits only', () => {
    const rule = fieldRuleFromWire({ enabled: true, acceptedPattern: '*' });
    expect(validateMobileNumber('+66 81', { rule })).toEqual({ code: 'phone.format' });
  });
});

describe('§5 Forgot by email: username (username rule) and email (email rule) required', () => {
  it.each([
    [{ username: 'player1', email: 'p@example.com' }, {}],
    [
      { username: '', email: ' ' },
      { username: REQUIRED, email: REQUIRED },
    ],
    [
      { username: '1player', email: 'p@example' },
      {
        username: { code: 'pattern.1', params: { min: 6, max: 16 } },
        email: { code: 'pattern.3', params: { max: 254 } },
      },
    ],
  ])('%j gives %j (default rules)', (input, expected) => {
    expect(validateForgotByEmail(input)).toEqual(expected);
  });

  it('the server’s username and email rules apply when given', () => {
    const rules: FieldRules = {
      username: fieldRuleFromWire({ enabled: true, patternId: 4, minLength: 3, maxLength: 5 }),
      email: fieldRuleFromWire({ enabled: true, acceptedPattern: '.+@corp\\.example', patternId: 3 }),
    };
    expect(validateForgotByEmail({ username: '1ab', email: 'me@corp.example' }, rules)).toEqual({});
    expect(validateForgotByEmail({ username: '1ab', email: 'me@other.example' }, rules)).toEqual({
      email: { code: 'pattern.3', params: {} },
    });
  });
});

describe('§5 Forgot by mobile: mobileNum valid, SMS code, new password (password rule) required', () => {
  it.each([
    [{ mobileNum: '0812345678', verificationCode: '1234', newPassword: 'abc123' }, {}],
    [
      { mobileNum: '', verificationCode: '', newPassword: '' },
      { mobileNum: REQUIRED, verificationCode: REQUIRED, newPassword: REQUIRED },
    ],
    [
      { mobileNum: '0812345678', verificationCode: '1234', newPassword: 'abcdef' },
      { newPassword: { code: 'pattern.5', params: { min: 6, max: 20 } } },
    ],
  ])('%j gives %j', (input, expected) => {
    expect(validateForgotByMobile(input)).toEqual(expected);
  });

  it('uses the server’s password and mobile rules and the region', () => {
    const rules: FieldRules = {
      password: fieldRuleFromWire({ enabled: true, patternId: 20, minLength: 8, maxLength: 8 }),
      mobileNum: fieldRuleFromWire({ enabled: true, patternId: 6, minLength: 9, maxLength: 10 }),
    };
    expect(
      validateForgotByMobile({ mobileNum: '12345678901', verificationCode: '1', newPassword: 'abc123' }, { rules }),
    ).toEqual({
      mobileNum: { code: 'pattern.6', params: { min: 9, max: 10 } },
      newPassword: { code: 'pattern.20', params: { length: 8 } },
    });
    expect(
      validateForgotByMobile(
        { mobileNum: '123456789', verificationCode: '1', newPassword: 'Abc123!x' },
        { rules, mobile: { region: 'CN' } },
      ),
    ).toEqual({ mobileNum: { code: 'phone.digits', params: { digits: '11' } } });
  });
});

describe('§5 Change password: old password required unless already held; confirmation required and equal', () => {
  const good = { oldPassword: 'old123', newPassword: 'new123', confirmPassword: 'new123' };

  it.each([
    [good, false, {}],
    [{ ...good, oldPassword: '' }, false, { oldPassword: REQUIRED }],
    [{ ...good, oldPassword: undefined }, true, {}],
    [{ ...good, newPassword: '', confirmPassword: '' }, false, { newPassword: REQUIRED, confirmPassword: REQUIRED }],
    [{ ...good, confirmPassword: 'new124' }, false, { confirmPassword: { code: 'confirm.mismatch' } }],
    [
      { ...good, newPassword: 'newnew', confirmPassword: 'newnew' },
      false,
      { newPassword: { code: 'pattern.5', params: { min: 6, max: 20 } } },
    ],
  ])('%j with old password held=%s gives %j', (input, isOldPasswordHeld, expected) => {
    expect(validateChangePassword(input, { isOldPasswordHeld })).toEqual(expected);
  });

  it('the server’s password rule applies', () => {
    const rules: FieldRules = {
      password: fieldRuleFromWire({ enabled: true, patternId: 7, minLength: 4, maxLength: 4 }),
    };
    expect(
      validateChangePassword(
        { ...good, newPassword: 'Ab12', confirmPassword: 'Ab12' },
        { isOldPasswordHeld: false, rules },
      ),
    ).toEqual({});
  });

  it('property: §8 confirmation password not correct exactly when a non-blank confirmation differs', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), (password, confirmation) => {
        const error = validateConfirmation(password, confirmation);
        if (isBlank(confirmation)) expect(error).toEqual(REQUIRED);
        else expect(error).toEqual(confirmation === password ? null : { code: 'confirm.mismatch' });
      }),
    );
  });
});
