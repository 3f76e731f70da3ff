/** This language's parts, one chunk each, fetched when a screen needs them (../../registry.ts), and its errors. */
export const parts = import.meta.glob('./ui/*.json', { import: 'default' });
export { default as errors } from './errors.json';
