// The page tests of the report and money-form screens still import from here; everything lives in test/renderApp.
export { DEMO_ORIGIN as TEST_BASE } from '@atrium/api/demo';
export { ADDRESS_OUTPUT, renderWithLaunch, signIn, startTrial } from './renderApp';
