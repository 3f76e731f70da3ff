#!/usr/bin/env node
// The README's two commands, on a fresh machine with Node 20 and npm and nothing else:
//   npm start  → install everything, build the app, serve it with the demo platform at http://127.0.0.1:4173
//   npm test   → install everything (Chromium too, from Debian's packages when root), run every check CI runs
// Uses only Node's standard library: nothing is installed when it starts.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '12.21.0';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];

function say(message) {
  console.log(`\n▶ ${message}`);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function works(cmd, args) {
  try {
    return execFileSync(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'], encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** pnpm 12 (see docs/decisions/0001-pnpm-and-versions-on-node-20.md): the one on PATH, else a global install, else npx. */
function pnpm() {
  const version = works('pnpm', ['--version']);
  if (version?.startsWith('12.')) return ['pnpm'];
  say(`Installing pnpm ${PNPM_VERSION} (npm install -g)`);
  const global = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (global.status === 0 && works('pnpm', ['--version'])?.startsWith('12.')) return ['pnpm'];
  say(`Could not install pnpm globally; using npx pnpm@${PNPM_VERSION}`);
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** Debian's CJK faces: the browser tests show Chinese, Japanese and Korean in the system's font, as a phone does. */
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

function chromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const missing = [
    ...(existsSync(path) ? [] : ['chromium', 'fonts-dejavu-core']),
    ...(existsSync(CJK_FONT) ? [] : ['fonts-noto-cjk']),
  ];
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    say(`Installing from Debian's packages: ${missing.join(', ')}`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(path)) return;
  }
  if (existsSync(path)) {
    console.warn(`Chinese, Japanese and Korean will show in a fallback font: install fonts-noto-cjk (${CJK_FONT}).`);
    return;
  }
  console.error(
    `\nThe browser tests need Chromium at ${path}, and it is not there.\n` +
      'On Debian or Ubuntu, as root:  apt-get update && apt-get install -y chromium fonts-noto-cjk\n' +
      'Elsewhere, install Chromium and point CHROMIUM_PATH at its executable, e.g.\n' +
      '  CHROMIUM_PATH=/path/to/chromium npm test\n' +
      '(Playwright may not download its own browser here.)',
  );
  process.exit(1);
}

const [pm, ...pmArgs] = pnpm();
const p = (...args) => run(pm, [...pmArgs, ...args]);

switch (command) {
  case 'start': {
    say('Installing dependencies');
    p('install', '--frozen-lockfile');
    say('Building the app');
    p('build');
    say('Starting Atrium with the demo platform');
    p('serve');
    break;
  }
  case 'test': {
    chromium();
    say('Installing dependencies');
    p('install', '--frozen-lockfile');
    const started = Date.now();
    p('test:all');
    say(`Every check passed in ${Math.round((Date.now() - started) / 1000)} s`);
    break;
  }
  default:
    console.error('usage: node scripts/atrium.mjs start|test');
    process.exit(2);
}
