import type { HttpHandler } from 'msw';
import type { DemoPlatform } from '../state/platform';
import { faultHandlers } from './faults';
import { sessionKeyHandlers } from './session';
import { systemHandlers } from './system';
// area handler imports (helper A)
// area handler imports (helper B)
// area handler imports (helper C)

/** Every handler of the demo platform, for one platform instance. The fault injector comes first. */
export function demoHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    ...faultHandlers(platform),
    ...sessionKeyHandlers(platform),
    ...systemHandlers(platform),
    // area handlers (helper A)
    // area handlers (helper B)
    // area handlers (helper C)
  ];
}
