/**
 * The platform settings of spec §7 "Session and member" that need no session: the whitelabel switches, the help
 * centre and the country code list (designed). The mirror domains are in domainRoutes/.
 */

export {
  whitelabelTreeSchema,
  type WhitelabelTreeWire,
  type HelpItemWire,
  helpItemSchema,
  helpCenterSchema,
  countrySchema,
  countryListSchema,
  type CountryWire,
} from './schemas';
export { type HelpItem, toHelpItem, type Country } from './mapping';
export {
  whitelabelEndpoint,
  getWhitelabelSwitches,
  HELP_CENTER_DEVICE,
  helpCenterEndpoint,
  getHelpCenter,
  countryListEndpoint,
  getCountries,
} from './calls';
export { whitelabelQueryOptions, helpCenterQueryOptions, countriesQueryOptions } from './queries';
