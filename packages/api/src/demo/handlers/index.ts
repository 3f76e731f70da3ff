import type { HttpHandler } from 'msw';
import type { DemoPlatform } from '../state/platform';
import { systemHandlers } from './system';

/** Every handler of the demo platform, for one platform instance. */
export function demoHandlers(platform: DemoPlatform): HttpHandler[] {
  return [...systemHandlers(platform)];
}
