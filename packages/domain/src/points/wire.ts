/** Reads a wire label loosely: case, spaces, hyphens and underscores do not matter ("In Process" = "IN_PROCESS"). */
export function labelKey(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const key = raw.toLowerCase().replace(/[\s_-]+/g, '');
  return key === '' ? null : key;
}
