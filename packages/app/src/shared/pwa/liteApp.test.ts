import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { loadBrandConfig } from '../../config/brands';
import { chunkUrlOf, classifyChunkFailure, reloadOnce } from './missingChunk';
import {
  isKeptQuery,
  keepSnapshot,
  mergeSnapshots,
  readSnapshot,
  restoreSnapshot,
  snapshotOf,
  writeSnapshot,
} from './offlineSnapshot';
import { isFormBeingFilled, isSafeMomentToUpdate } from './updates';
import { webManifest } from './webManifest';

const GUESTS = 'BPLPUPR';

describe('the lite app', () => {
  it.each(['default', 'lumen', 'regal'])('the %s brand’s manifest carries its own name and colours', (id) => {
    const brand = loadBrandConfig({ VITE_BRAND: id } as unknown as ImportMetaEnv);
    const manifest = webManifest(brand);
    const canvas = brand.theme.modes[brand.theme.defaultMode].color.bg.canvas;
    expect(manifest).toMatchObject({ name: brand.name, display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.theme_color).toBe(canvas);
    expect(manifest.background_color).toBe(canvas);
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    expect(manifest.icons.every((icon) => icon.src.startsWith(`/brands/${id}/`))).toBe(true);
  });

  it('the brands’ manifests differ', () => {
    const names = ['default', 'lumen', 'regal'].map(
      (id) => webManifest(loadBrandConfig({ VITE_BRAND: id } as unknown as ImportMetaEnv)).name,
    );
    expect(new Set(names).size).toBe(3);
  });

  describe('updates reload at a safe moment, never in the middle of a form', () => {
    it('applies a waiting update on a page change with no form being filled', () => {
      expect(isSafeMomentToUpdate({ updateWaiting: true, routeChanged: true, formBeingFilled: false })).toBe(true);
    });
    it('waits while a form is being filled, on the same page, or with nothing waiting', () => {
      expect(isSafeMomentToUpdate({ updateWaiting: true, routeChanged: true, formBeingFilled: true })).toBe(false);
      expect(isSafeMomentToUpdate({ updateWaiting: true, routeChanged: false, formBeingFilled: false })).toBe(false);
      expect(isSafeMomentToUpdate({ updateWaiting: false, routeChanged: true, formBeingFilled: false })).toBe(false);
    });
    it('a form is being filled when a field of it holds text or has the focus', () => {
      const root = document.createElement('div');
      document.body.append(root);
      root.innerHTML = '<form><input name="amount"><input type="checkbox" name="agree"></form>';
      expect(isFormBeingFilled(root)).toBe(false);
      root.querySelector<HTMLInputElement>('[name=amount]')!.value = '25';
      expect(isFormBeingFilled(root)).toBe(true);
      root.querySelector<HTMLInputElement>('[name=amount]')!.value = '';
      root.querySelector<HTMLInputElement>('[name=agree]')!.focus();
      expect(isFormBeingFilled(root)).toBe(true);
      root.remove();
    });
    it('a search field outside a form is not a form being filled', () => {
      const root = document.createElement('div');
      root.innerHTML = '<input name="q">';
      root.querySelector('input')!.value = 'slots';
      expect(isFormBeingFilled(root)).toBe(false);
    });
  });

  describe('a chunk missing after a deploy reloads once', () => {
    const url = 'http://127.0.0.1:4273/assets/cAbC123.js';
    it('reads the chunk’s address from the browser’s message', () => {
      expect(chunkUrlOf(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(url);
      expect(chunkUrlOf(new Error('Something else'))).toBeNull();
    });
    it('a 404 is a missing chunk; a failed fetch or a server error is the network', async () => {
      const answer = (status: number) => vi.fn(() => Promise.resolve(new Response(null, { status })));
      await expect(classifyChunkFailure(url, answer(404))).resolves.toBe('missing');
      await expect(classifyChunkFailure(url, answer(503))).resolves.toBe('network');
      await expect(
        classifyChunkFailure(
          url,
          vi.fn(() => Promise.reject(new TypeError('offline'))),
        ),
      ).resolves.toBe('network');
    });
    it('reloads once per build: a second missing chunk shows the load error instead', () => {
      const storage = new Map<string, string>();
      const fake = {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
      } as Storage;
      const reload = vi.fn();
      expect(reloadOnce('build-1', reload, fake)).toBe(true);
      expect(reloadOnce('build-1', reload, fake)).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(reloadOnce('build-2', reload, fake)).toBe(true);
    });
  });

  describe('the last known public pages, for an offline start', () => {
    it('keeps the status, the guests’ announcements and the game lists; never money, sessions or a member’s', () => {
      expect(isKeptQuery(['system', 'status', 'en'], GUESTS)).toBe(true);
      expect(isKeptQuery(['games', 'list', { kind: 'slots' }], GUESTS)).toBe(true);
      expect(isKeptQuery(['announcements', 'list', 'en', GUESTS], GUESTS)).toBe(true);
      expect(isKeptQuery(['announcements', 'list', 'en', 'BPLPUPRM'], GUESTS)).toBe(false);
      expect(isKeptQuery(['wallet', 'balance'], GUESTS)).toBe(false);
      expect(isKeptQuery(['favourites', 'list', {}], GUESTS)).toBe(false);
      expect(isKeptQuery(['member', 'info'], GUESTS)).toBe(false);
    });
    it('restores what was kept into a new query client', () => {
      const before = new QueryClient();
      before.setQueryData(['system', 'status', 'en'], { facts: { open: true } });
      before.setQueryData(['wallet', 'balance'], { total: 100 });
      const storage = window.sessionStorage;
      writeSnapshot(snapshotOf(before, GUESTS), storage);
      expect(readSnapshot(storage)).toHaveLength(1);
      const after = new QueryClient();
      restoreSnapshot(after, storage);
      expect(after.getQueryData(['system', 'status', 'en'])).toEqual({ facts: { open: true } });
      expect(after.getQueryData(['wallet', 'balance'])).toBeUndefined();
      storage.clear();
    });
    it('a later page keeps an earlier page’s lists, the newer answer winning for the same key', () => {
      const home = [
        { key: ['games', 'hot'], data: ['a'], at: 1 },
        { key: ['system', 'status', 'en'], data: 'old', at: 1 },
      ];
      const member = [{ key: ['system', 'status', 'en'], data: 'new', at: 2 }];
      const merged = mergeSnapshots(home, member);
      expect(merged).toEqual([member[0], home[0]]);
      expect(mergeSnapshots(home, member, 1)).toEqual([member[0]]);
    });
    it('is written when the page is left, not while it loads', () => {
      localStorage.clear();
      const client = new QueryClient();
      const stop = keepSnapshot(client, GUESTS);
      client.setQueryData(['games', 'hot'], ['a']);
      expect(readSnapshot()).toEqual([]);
      window.dispatchEvent(new Event('pagehide'));
      expect(readSnapshot().map((entry) => entry.data)).toEqual([['a']]);
      stop();
      localStorage.clear();
    });
  });
});
