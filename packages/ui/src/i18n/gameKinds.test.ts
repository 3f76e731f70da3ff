import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_KINDS } from './gameKinds';
import { allCatalogs } from './allCatalogs';
import { UI_LOCALES } from './index';

type Tree = { [key: string]: string | Tree };

/** Every subtree of a catalog that maps game-kind codes to names (three codes or more), with its path. */
function kindMaps(tree: Tree, path = ''): string[] {
  const found: string[] = [];
  const codes = Object.keys(tree).filter((key) => (GAME_KINDS as readonly string[]).includes(key.toUpperCase()));
  if (codes.length >= 3) found.push(path);
  for (const [key, value] of Object.entries(tree))
    if (typeof value === 'object') found.push(...kindMaps(value, path ? `${path}.${key}` : key));
  return found;
}

describe('§3 game kinds: one name per kind, on every page (docs/glossary.md "Game kinds")', async () => {
  const catalogs = await allCatalogs();

  it.each(UI_LOCALES)('%s names the kinds in one map only, GameKind, one distinct name each', (locale) => {
    const ui = catalogs[locale].ui as Tree;
    expect(kindMaps(ui)).toEqual(['GameKind']);
    const names = GAME_KINDS.map((kind) => (ui.GameKind as Tree)[kind]);
    expect(names.every((name) => typeof name === 'string' && name.trim() !== '')).toBe(true);
    expect(new Set(names).size).toBe(GAME_KINDS.length);
  });

  it('the records filter, contract editor, team betting, rebate, lobby and menus read kind names from the one map', () => {
    const components = join(fileURLToPath(import.meta.url), '../../components');
    const namers = [
      'records/BettingRecord/BettingRecord.tsx',
      'records/ProfitReport/ProfitReport.tsx',
      'contracts/ContractEditor/ContractEditor.tsx',
      'contracts/ContractList/ContractList.tsx',
      'contracts/ContractOfferDialog/ContractOfferDialog.tsx',
      'agent/TeamBetting/TeamBetting.tsx',
      'agent/SettlementRecords/SettlementRecords.tsx',
      'agent/RegisterDownline/RegisterDownline.tsx',
      'agent/TeamManagement/DownlineDetails.tsx',
      'rebate/ManualRebate/ManualRebate.tsx',
      'lobby/LobbyPage/LobbyPage.tsx',
      'centres/GameCentrePage/GameCentrePage.tsx',
      'layout/TopNav/TopNav.tsx',
      'layout/Footer/Footer.tsx',
      'home/HomeMenu/HomeMenu.tsx',
      'home/HomeSection/HomeSection.tsx',
      'winners/WinnersPage/WinnersPage.tsx',
      'points/PointDetails/PointDetails.tsx',
      'points/ExchangeRates/ExchangeRates.tsx',
    ];
    for (const file of namers)
      expect(readFileSync(join(components, file), 'utf8'), file).toMatch(/from '(\.\.\/)+i18n\/gameKinds'/);
    // No component builds a kind's name from a key of its own part any more.
    const sources = (readdirSync(components, { recursive: true }) as string[]).filter((f) => f.endsWith('.tsx'));
    for (const file of sources)
      expect(readFileSync(join(components, file), 'utf8'), file).not.toMatch(
        /t\(`\w+\.(gameType|gameKind|kind|category|categories|title|group)\.\$\{[^}]*(gameType|gameKind|category|centre|group)\b/,
      );
  });
});
