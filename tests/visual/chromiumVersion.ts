/**
 * The Chromium that made the baselines is recorded beside them. Another version renders text and anti-aliasing a
 * little differently, so comparing across versions fails for reasons that are not regressions
 * (docs/decisions/0005-visual-regression.md).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from '../support/chromium.ts';

export const BASELINE_DIR = path.join(import.meta.dirname, 'baselines');
export const VERSION_FILE = path.join(BASELINE_DIR, 'chromium-version.txt');

/** e.g. "156.0.8078.79", from `chromium --version`. */
export function currentChromiumVersion(): string {
  const out = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const match = /(\d+\.\d+\.\d+\.\d+)/.exec(out);
  if (!match?.[1]) throw new Error(`Cannot read the Chromium version from: ${out}`);
  return match[1];
}

export function recordedChromiumVersion(): string | null {
  try {
    return readFileSync(VERSION_FILE, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

export function recordChromiumVersion(version: string) {
  writeFileSync(VERSION_FILE, `${version}\n`);
}

/**
 * Whether baselines made with `recorded` are compared on `current`: the same major version. Debian ships
 * patch releases of one major every few weeks (156.0.8078.73, .79, .108 within November 2026); they keep the same
 * text and edge rendering (all 603 baselines made with .79 matched .108: `pnpm test:visual`, 603 passed), while an
 * exact-version rule silently stopped comparing at each of them. A new major still needs new baselines.
 */
export function comparesWith(recorded: string | null, current: string): boolean {
  return recorded !== null && recorded.split('.')[0] === current.split('.')[0];
}

export function isUpdateRun(argv: readonly string[] = process.argv): boolean {
  return argv.some((arg) => arg === '-u' || arg.startsWith('--update-snapshots'));
}

/** The message printed when the versions differ: what happened, why nothing failed, and how to fix it. */
export function versionDriftMessage(recorded: string, current: string): string {
  return [
    '',
    '================================ VISUAL BASELINES: CHROMIUM VERSION DIFFERS ================================',
    `The baselines were made with Chromium ${recorded}; this machine runs Chromium ${current}.`,
    'Screenshots are taken and every story must still render, but they are NOT compared with the baselines:',
    'another Chromium draws text and edges a little differently, which would fail every story for no regression.',
    'To compare again, regenerate the baselines with this Chromium and commit them:',
    '    pnpm test:visual:update',
    '    git add tests/visual/baselines && git commit -m "Visual baselines for Chromium ' + current + '"',
    '=============================================================================================================',
    '',
  ].join('\n');
}
