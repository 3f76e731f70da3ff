import { describe, expect, it } from 'vitest';
import { AFTER_REGISTRATION_SUCCESS, registrationLayout, type RegistrationSwitches } from './registration';

const off: RegistrationSwitches = {
  DIRECTREG3: true,
  USERNAMEREG3: false,
  MOBILENUMREG3: false,
  MOBILENUMPASSREG3: false,
  REGMOBVERF3: false,
};

describe('§4 "Registration type register (username) or registerMobile (mobile), default mobile if MOBILENUMREG3; type tabs only if more than one enabled"', () => {
  it.each([
    [true, false, ['register'], 'register', false],
    [false, true, ['registerMobile'], 'registerMobile', false],
    [true, true, ['register', 'registerMobile'], 'registerMobile', true],
    [false, false, ['register'], 'register', false],
  ] as const)(
    'USERNAMEREG3 %s, MOBILENUMREG3 %s: types %j, default %s, tabs %s',
    (user, mobile, types, defaultType, tabs) => {
      const layout = registrationLayout({ ...off, USERNAMEREG3: user, MOBILENUMREG3: mobile });
      expect([layout.types, layout.defaultType, layout.showTypeTabs]).toEqual([types, defaultType, tabs]);
    },
  );

  it.each([
    ['DIRECTREG3', 'isAvailable'],
    ['REGMOBVERF3', 'requiresSmsCode'],
    ['MOBILENUMPASSREG3', 'mobileAsksPassword'],
  ] as const)('§6 switch %s controls %s', (flag, field) => {
    expect(registrationLayout({ ...off, DIRECTREG3: false, [flag]: true })[field]).toBe(true);
    expect(registrationLayout({ ...off, DIRECTREG3: false, [flag]: false })[field]).toBe(false);
  });

  it('"Success logs in, closes popup, goes to /"', () => {
    expect(AFTER_REGISTRATION_SUCCESS).toEqual([
      { type: 'logIn' },
      { type: 'closeRegisterPopup' },
      { type: 'navigate', to: '/', replace: false },
    ]);
  });
});
