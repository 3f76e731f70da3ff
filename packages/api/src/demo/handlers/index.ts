import type { HttpHandler } from 'msw';
import type { DemoPlatform } from '../state/platform';
import { faultHandlers } from './faults';
import { sessionKeyHandlers } from './session';
import { systemHandlers } from './system';

/** Every handler of the demo platform, for one platform instance. The fault injector comes first. */
export function demoHandlers(platform: DemoPlatform): HttpHandler[] {
  return [...faultHandlers(platform), ...sessionKeyHandlers(platform), ...systemHandlers(platform)];
}
