#!/usr/bin/env node
// The catalog completeness check (docs/conventions.md "i18n"): every shipped language has exactly English's keys, with
// its own CLDR plural forms where English has `_one`/`_other`, the same placeholders, no empty string, and no string
// left identical to English unless it is on the reviewed list (packages/ui/src/i18n/identical.json). It prints, per
// language, its number of strings and of strings identical to English, and fails on any problem.
// `--fixtures` runs the same check over tests/catalogs/fixtures and expects exactly the problems planted there, so the
// check is shown to fail on a removed key, an extra key, a broken placeholder and a wrong set of plural forms.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
function leaves(tree, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') leaves(value, path, out);
    else out.set(path, value);
  }
  return out;
}
const placeholders = (text) => [...new Set([...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]))].sort();
const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The catalog files of one language: [name, English file, this language's file]. */
function filesOf({ uiRoot, appRoot }, folder) {
  const parts = readdirSync(join(uiRoot, 'en/ui')).filter((f) => f.endsWith('.json'));
  return [
    ...parts.map((f) => [`ui/${f}`, join(uiRoot, 'en/ui', f), join(uiRoot, folder, 'ui', f)]),
    ['errors.json', join(uiRoot, 'en/errors.json'), join(uiRoot, folder, 'errors.json')],
    ...(appRoot ? [['app.json', join(appRoot, 'en/app.json'), join(appRoot, folder, 'app.json')]] : []),
  ];
}

/** Checks one language against English; returns its problems and its counts. */
export function checkLanguage(roots, folder, tag, identicalAllowed) {
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  const problems = [];
  let strings = 0;
  const identical = [];
  for (const [name, englishFile, file] of filesOf(roots, folder)) {
    if (!existsSync(file)) {
      problems.push(`${name}: missing file`);
      continue;
    }
    const english = leaves(readJson(englishFile));
    const mine = leaves(readJson(file));
    const expected = new Map();
    for (const [key, text] of english) {
      const plural = PLURAL.exec(key);
      if (!plural) expected.set(key, { text, form: null });
      else if (plural[2] === 'other') for (const c of categories) expected.set(`${plural[1]}_${c}`, { text, form: c });
    }
    for (const key of expected.keys()) if (!mine.has(key)) problems.push(`${name}: missing key ${key}`);
    for (const key of mine.keys()) if (!expected.has(key)) problems.push(`${name}: key English lacks ${key}`);
    for (const [key, { text, form }] of expected) {
      const value = mine.get(key);
      if (value === undefined) continue;
      strings += 1;
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${name}: empty ${key}`);
        continue;
      }
      const want = placeholders(text);
      const have = placeholders(value);
      // A plural form other than `other` may leave the number out ("one spin"), never add a placeholder.
      const ok = form !== null && form !== 'other' ? have.every((p) => want.includes(p)) : same(have, want);
      if (!ok) problems.push(`${name}: placeholders of ${key} are {${have}} where English has {${want}}`);
      if (value === text) {
        identical.push(`${key} = ${value}`);
        const bare = value.replace(/\{\{[^}]*\}\}/g, '').replace(/[\s\p{P}\p{S}\d]/gu, '');
        if (bare !== '' && !identicalAllowed.has(value)) problems.push(`${name}: ${key} is still English ("${value}")`);
      }
    }
  }
  return { problems, strings, identical };
}

/** BCP-47 tag → catalog folder, as packages/ui/src/i18n/catalogLoaders.ts `uiLocaleFolder` names it. */
const folderOf = (tag) => ({ 'zh-CN': 'cn', 'zh-TW': 'tw', 'pt-PT': 'pt' })[tag] ?? tag.toLowerCase();
function shippedLocales() {
  const source = readFileSync(join(root, 'packages/ui/src/i18n/uiLocales.ts'), 'utf8');
  const list = /UI_LOCALES = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]).filter((tag) => tag !== 'en');
}

function allowedFor(allowList, tag) {
  return new Set([...(allowList['*'] ?? []), ...(allowList[tag] ?? [])]);
}

if (process.argv.includes('--fixtures')) {
  const fixtures = join(root, 'tests/catalogs/fixtures');
  const roots = { uiRoot: join(fixtures, 'ui'), appRoot: null };
  const { problems } = checkLanguage(roots, 'ru', 'ru', new Set(['OK']));
  const expected = readJson(join(fixtures, 'expected.json'));
  const missed = expected.filter((p) => !problems.includes(p));
  const extra = problems.filter((p) => !expected.includes(p));
  if (missed.length || extra.length) {
    console.error('The catalog check did not find exactly the planted problems.');
    for (const p of missed) console.error(`  not found: ${p}`);
    for (const p of extra) console.error(`  unexpected: ${p}`);
    process.exit(1);
  }
  console.log(`The catalog check finds all ${expected.length} planted problems and nothing else.`);
} else {
  const roots = { uiRoot: join(root, 'packages/ui/src/i18n/locales'), appRoot: join(root, 'packages/app/src/i18n') };
  const allowList = readJson(join(root, 'packages/ui/src/i18n/identical.json'));
  let failed = 0;
  console.log('language  strings  identical to English');
  for (const tag of shippedLocales()) {
    const { problems, strings, identical } = checkLanguage(roots, folderOf(tag), tag, allowedFor(allowList, tag));
    console.log(`${tag.padEnd(8)}  ${String(strings).padStart(7)}  ${String(identical.length).padStart(9)}`);
    for (const p of problems.slice(0, 20)) console.error(`  ✗ ${tag} ${p}`);
    if (problems.length > 20) console.error(`  ✗ ${tag} … and ${problems.length - 20} more`);
    failed += problems.length;
  }
  if (failed) {
    console.error(`\n${failed} catalog problems: every language needs English's keys, placeholders and plural forms.`);
    process.exit(1);
  }
}
