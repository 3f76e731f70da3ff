import type { HttpHandler } from 'msw';
import type { DemoPlatform } from '../state/platform';
import { faultHandlers } from './faults';
import { sessionKeyHandlers } from './session';
import { systemHandlers } from './system';
// area handler imports (helper A1)
// area handler imports (helper A2)
// area handler imports (helper B1)
// area handler imports (helper B2)
// area handler imports (helper C)

/** Every handler of the demo platform, for one platform instance. The fault injector comes first. */
export function demoHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    ...faultHandlers(platform),
    ...sessionKeyHandlers(platform),
    ...systemHandlers(platform),
    // area handlers (helper A1)
    // area handlers (helper A2)
    // area handlers (helper B1)
    // area handlers (helper B2)
    // area handlers (helper C)
  ];
}
