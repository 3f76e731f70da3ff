import type { RuleField, WireFieldRule } from '@atrium/domain/validation';

/**
 * The register field rules the demo platform serves at GET /wps/system/setting/register (docs/protocol.md "Register
 * field rules": per field `acceptedPattern`, `patternId`, `minLength`, `maxLength`, `enabled`, `required`, `type`).
 * The real values are not shown anywhere; these follow the domain's defaults (username pattern 1, 6–16; password
 * pattern 5, 6–20; mobile digits 6–15) and turn on the optional fields a demo visitor can try.
 * Shape decision (assumed): the value is an object keyed by field name.
 */
export type DemoRegisterRules = Readonly<Record<RuleField, Required<WireFieldRule>>>;

const off = (patternId: number): Required<WireFieldRule> => ({
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId,
  minLength: null,
  maxLength: null,
  type: 'text',
});

export const DEMO_REGISTER_RULES: DemoRegisterRules = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '[A-Za-z][A-Za-z0-9]*',
    patternId: 1,
    minLength: 6,
    maxLength: 16,
    type: 'text',
  },
  password: {
    enabled: true,
    required: true,
    acceptedPattern: '(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+',
    patternId: 5,
    minLength: 6,
    maxLength: 20,
    type: 'password',
  },
  mobileNum: {
    enabled: true,
    required: false,
    acceptedPattern: '[0-9]+',
    patternId: 6,
    minLength: 6,
    maxLength: 15,
    type: 'tel',
  },
  email: {
    enabled: true,
    required: false,
    acceptedPattern: '[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,}',
    patternId: 3,
    minLength: null,
    maxLength: 254,
    type: 'email',
  },
  affiliateCode: {
    enabled: true,
    required: false,
    acceptedPattern: '[A-Za-z0-9]+',
    patternId: 4,
    minLength: 4,
    maxLength: 16,
    type: 'text',
  },
  payeeName: off(8),
  paymentPassword: off(6),
  qqNum: off(6),
  line: off(9),
  whatsapp: off(6),
  facebook: off(9),
  wechat: off(9),
  idNumber: off(4),
  recommenderId: off(4),
  captcha: off(6),
};

/**
 * Country dialing code → ISO region, for the domain's "digits by region" check (§5). Only the regions of the
 * spec's languages; an unknown code gets the format check alone (as the domain does for unknown regions).
 */
export const DEMO_DIALING_REGIONS: Readonly<Record<string, string>> = {
  '86': 'CN',
  '886': 'TW',
  '852': 'HK',
  '853': 'MO',
  '65': 'SG',
  '66': 'TH',
  '84': 'VN',
  '60': 'MY',
  '62': 'ID',
  '63': 'PH',
  '855': 'KH',
  '856': 'LA',
  '95': 'MM',
  '82': 'KR',
  '81': 'JP',
  '91': 'IN',
  '880': 'BD',
  '92': 'PK',
  '977': 'NP',
  '55': 'BR',
  '351': 'PT',
  '34': 'ES',
  '33': 'FR',
  '90': 'TR',
  '7': 'RU',
  '998': 'UZ',
  '98': 'IR',
  '1': 'US',
  '44': 'GB',
};

/** '+66', '0066' or '66' → '66'. */
export function normalizeDialingCode(raw: string): string {
  return raw.trim().replace(/^\+/, '').replace(/^00/, '');
}

export function regionOfDialingCode(raw: string): string | null {
  return DEMO_DIALING_REGIONS[normalizeDialingCode(raw)] ?? null;
}
