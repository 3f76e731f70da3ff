/**
 * Registration calls of spec §7: the register field rules, the registration SMS, the affiliate check and the two
 * registrations (by username, by mobile). §3 "Registration form" names the body's fields; §5 the rules.
 */

export { registerRulesSchema, type RegisterRulesWire } from './schemas';
export { toRegisterRules, type RegistrationForm } from './mapping';
export {
  registerRulesEndpoint,
  getRegisterRules,
  registerSmsEndpoint,
  type RegisterSmsVariables,
  sendRegisterSms,
  affiliateEndpoint,
  checkAffiliateCode,
  type RegisterVariables,
  registerEndpoint,
  registerMobileEndpoint,
  registerBody,
  register,
} from './calls';
export {
  registerRulesQueryOptions,
  registerSmsMutationOptions,
  affiliateQueryOptions,
  registerMutationOptions,
} from './queries';
