// No imports here: end-to-end tests and scripts import this file by its path, outside the bundler.

/** The port `pnpm serve` listens on by default, and the one the app and api unit tests address. */
export const DEMO_PORT = 4173;
/** The demo server's address: the origin the app and api unit tests and `pnpm serve` use. */
export const DEMO_ORIGIN = `http://127.0.0.1:${DEMO_PORT}`;

/** The platform's default forcing password (spec §4 "{secret}"): accounts still on it must change it. */
export const DEMO_DEFAULT_PASSWORD = 'Aa123456';
/** The password of every seeded account that is not on the default one. */
export const DEMO_PASSWORD = 'Demo1234';
