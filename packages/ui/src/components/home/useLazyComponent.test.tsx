import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLazyComponent } from './useLazyComponent';

function Part() {
  return <p>{'part'}</p>;
}

const loadPart = () => Promise.resolve(Part);

function Slot({ load, isRemembered }: { readonly load: () => Promise<typeof Part>; readonly isRemembered?: boolean }) {
  const Loaded = useLazyComponent(load, isRemembered);
  // createElement: the loaded part is a module's export, the same component on every render.
  return Loaded ? createElement(Loaded) : <p>{'placeholder'}</p>;
}

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('useLazyComponent (docs/decisions/0006: the frame parts load after the first paint)', () => {
  it('shows the placeholder until the code arrives, then the part', async () => {
    const load = () => Promise.resolve(Part);
    act(() => root.render(<Slot load={load} />));
    expect(host.textContent).toBe('placeholder');
    await act(async () => {});
    expect(host.textContent).toBe('part');
  });

  it('a remembered part mounted again renders at once, with no placeholder frame (the frame remounting)', async () => {
    act(() => root.render(<Slot load={loadPart} isRemembered />));
    await act(async () => {});
    expect(host.textContent).toBe('part');
    act(() => root.render(<p>{'another frame'}</p>));
    // The remount's first commit, before any promise could settle, already holds the part.
    act(() => root.render(<Slot load={loadPart} isRemembered />));
    expect(host.textContent).toBe('part');
  });

  it('by default a part mounted again waits for its code like the first time (the banner wakes on a press)', async () => {
    act(() => root.render(<Slot load={loadPart} />));
    await act(async () => {});
    act(() => root.render(<p>{'another frame'}</p>));
    act(() => root.render(<Slot load={loadPart} />));
    expect(host.textContent).toBe('placeholder');
    await act(async () => {});
    expect(host.textContent).toBe('part');
  });
});
