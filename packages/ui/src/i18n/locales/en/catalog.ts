/**
 * Every English part at once, for the completeness check (`allCatalogs`, ../../allCatalogs.ts). The app never loads this module: English
 * ships with the first paint and with each lazy screen (registerPart).
 */
const parts = import.meta.glob<{ [key: string]: unknown }>('./ui/*.json', { eager: true, import: 'default' });

export const uiParts = Object.values(parts);
export { default as errors } from './errors.json';
