import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REQUIRED } from './errors';
import type { FieldRule, FieldRules } from './fieldRules';
import {
  OPTIONAL_REGISTRATION_FIELDS,
  isMobileShown,
  isSmsCodeShown,
  validateRegistration,
  validateTermsAgreement,
  type RegistrationInput,
  type RegistrationOptions,
} from './forms';

describe('§5 Registration', () => {
  const enabled = (overrides: Partial<FieldRule> = {}): FieldRule => ({
    enabled: true,
    required: false,
    acceptedPattern: null,
    patternId: 0,
    minLength: null,
    maxLength: null,
    type: null,
    ...overrides,
  });
  const base: RegistrationInput = { username: 'player1', password: 'abc123', confirmPassword: 'abc123' };
  const byUsername: RegistrationOptions = { method: 'username', rules: {}, isSmsVerificationOn: false };

  it('username and password required with rules; confirm equal to password', () => {
    expect(validateRegistration(base, byUsername)).toEqual({});
    expect(validateRegistration({}, byUsername)).toEqual({
      username: REQUIRED,
      password: REQUIRED,
      confirmPassword: REQUIRED,
    });
    expect(validateRegistration({ username: '1p', password: 'abcdef', confirmPassword: 'abcdeg' }, byUsername)).toEqual(
      {
        username: { code: 'pattern.1', params: { min: 6, max: 16 } },
        password: { code: 'pattern.5', params: { min: 6, max: 20 } },
        confirmPassword: { code: 'confirm.mismatch' },
      },
    );
  });

  it('server rules for username and password replace the defaults', () => {
    const rules: FieldRules = {
      username: enabled({ patternId: 6, minLength: 3, maxLength: 3 }),
      password: enabled({ acceptedPattern: '*', minLength: 1 }),
    };
    expect(
      validateRegistration({ username: '123', password: '!', confirmPassword: '!' }, { ...byUsername, rules }),
    ).toEqual({});
    expect(
      validateRegistration({ username: 'abc', password: '!', confirmPassword: '!' }, { ...byUsername, rules }),
    ).toEqual({
      username: { code: 'pattern.6', params: { length: 3 } },
    });
  });

  it.each([
    ['mobile', undefined, '', REQUIRED],
    ['mobile', enabled({ required: false }), '', REQUIRED],
    ['username', enabled({ required: true }), '', REQUIRED],
    ['username', enabled({ required: false }), '', undefined],
    ['username', undefined, '', undefined],
    ['username', enabled({ enabled: false, required: true }), '', undefined],
    ['username', enabled({ enabled: false, required: true }), 'abc', undefined],
    ['username', enabled({ required: false }), '12a', { code: 'phone.format' }],
    [
      'username',
      enabled({ required: false, patternId: 6, minLength: 6 }),
      '12',
      { code: 'pattern.6', params: { min: 6 } },
    ],
    ['username', enabled({ required: false, patternId: 6, minLength: 2 }), '12', undefined],
    ['mobile', undefined, '0812345678', undefined],
  ] as const)(
    'mobile required for mobile registration or if rule requires: method %s, rule %j, value %j gives %j',
    (method, rule, mobileNum, expected) => {
      const errors = validateRegistration(
        { ...base, mobileNum },
        { ...byUsername, method, rules: rule ? { mobileNum: rule } : {} },
      );
      expect(errors.mobileNum).toEqual(expected);
    },
  );

  it('mobile registration checks the region’s digit count', () => {
    const errors = validateRegistration(
      { ...base, mobileNum: '0812345678' },
      { ...byUsername, method: 'mobile', region: 'CN' },
    );
    expect(errors.mobileNum).toEqual({ code: 'phone.digits', params: { digits: '11' } });
  });

  it.each([
    [true, '', REQUIRED],
    [true, '  ', REQUIRED],
    [true, '123456', undefined],
    [false, '', undefined],
  ])(
    'verification code required when SMS verification on (%s), code %j gives %j',
    (isSmsVerificationOn, verificationCode, expected) => {
      expect(
        validateRegistration({ ...base, verificationCode }, { ...byUsername, isSmsVerificationOn }).verificationCode,
      ).toEqual(expected);
    },
  );

  it.each([
    [undefined, '', undefined],
    [enabled({ enabled: false }), '', undefined],
    [enabled({ required: false }), '', REQUIRED],
    [enabled({ patternId: 6, minLength: 6, maxLength: 6 }), '12345', { code: 'pattern.6', params: { length: 6 } }],
    [enabled({ patternId: 6, minLength: 6, maxLength: 6 }), '123456', undefined],
  ] as const)(
    'paymentPassword if enabled is required: rule %j, value %j gives %j',
    (rule, paymentPassword, expected) => {
      const rules: FieldRules = rule ? { paymentPassword: rule } : {};
      expect(validateRegistration({ ...base, paymentPassword }, { ...byUsername, rules }).paymentPassword).toEqual(
        expected,
      );
    },
  );

  describe.each(OPTIONAL_REGISTRATION_FIELDS)('%s: shown only if enabled and required only if rule says', (field) => {
    it.each([
      ['not sent', undefined, 'x!', undefined],
      [
        'not enabled (ignored, even if required and invalid)',
        enabled({ enabled: false, required: true, patternId: 6 }),
        'x!',
        undefined,
      ],
      ['enabled, optional, empty', enabled({ required: false, patternId: 6 }), '', undefined],
      ['enabled, required, empty', enabled({ required: true, patternId: 6 }), ' ', REQUIRED],
      [
        'enabled, optional, invalid',
        enabled({ patternId: 6, minLength: 1, maxLength: 9 }),
        'x!',
        { code: 'pattern.6', params: { min: 1, max: 9 } },
      ],
      ['enabled, optional, valid', enabled({ patternId: 6 }), '42', undefined],
    ] as const)('%s', (_case, rule, value, expected) => {
      const rules: FieldRules = rule ? { [field]: rule } : {};
      expect(validateRegistration({ ...base, [field]: value }, { ...byUsername, rules })[field]).toEqual(expected);
    });
  });

  it('the mobile field shows for mobile registration or when the server enables it', () => {
    expect(isMobileShown({ method: 'mobile', rules: {} })).toBe(true);
    expect(isMobileShown({ method: 'username', rules: {} })).toBe(false);
    expect(isMobileShown({ method: 'username', rules: { mobileNum: enabled() } })).toBe(true);
  });

  it.each([
    ['mobile', true, undefined, true],
    ['mobile', false, undefined, false],
    ['username', true, undefined, false],
    ['username', true, enabled({ required: false }), false],
    ['username', true, enabled({ required: true }), true],
    ['username', true, enabled({ enabled: false, required: true }), false],
    ['username', false, enabled({ required: true }), false],
  ] as const)(
    'REGMOBVERF3 verification code on the form: method %s, SMS verification %s, mobile rule %j gives %s',
    (method, isSmsVerificationOn, rule, expected) => {
      expect(isSmsCodeShown({ method, isSmsVerificationOn, rules: rule ? { mobileNum: rule } : {} })).toBe(expected);
    },
  );

  it('property: a field the server did not enable never gets an error, whatever it holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OPTIONAL_REGISTRATION_FIELDS),
        fc.string(),
        fc.boolean(),
        (field, value, isRequired) => {
          const rules: FieldRules = {
            [field]: enabled({ enabled: false, required: isRequired, patternId: 6, maxLength: 1 }),
          };
          expect(validateRegistration({ ...base, [field]: value }, { ...byUsername, rules })).toEqual({});
        },
      ),
    );
  });
});

describe('§5 Terms agreement required', () => {
  it.each([
    [true, null],
    [false, { code: 'terms.required' }],
  ])('agreed=%s gives %j', (isAgreed, expected) => {
    expect(validateTermsAgreement(isAgreed)).toEqual(expected);
  });
});
