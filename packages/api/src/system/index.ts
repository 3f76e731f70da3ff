/**
 * GET /wps/system/status (spec §7 "Session and member", §4 "System status at start").
 * Field names follow docs/protocol.md "System status"; the exact type of `maintenance` and the end time are not
 * known from live sites, so the demo platform defines them (see this package's README, "Designed shapes").
 */

export { customerServiceEntrySchema, systemStatusSchema, type SystemStatusWire } from './schemas';
export { type CustomerServiceEntry, type SystemStatus, toSystemStatus } from './mapping';
export { systemStatusEndpoint, getSystemStatus, startupFailureOf } from './calls';
export { systemStatusQueryOptions } from './queries';
export { supportLinkOf, supportLinkQueryOptions } from './supportLink';
