/**
 * Every part of this language's `ui` namespace and its `errors`, in one module: the language loads as one chunk when
 * it is chosen (every part is needed at once), and the start-up code holds one loader per language instead of one
 * per part, however many parts the screens add.
 */
const parts = import.meta.glob<{ [key: string]: unknown }>('./ui/*.json', { eager: true, import: 'default' });

export const uiParts = Object.values(parts);
export { default as errors } from './errors.json';
