import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe, { type Result, type RunOptions } from 'axe-core';

/**
 * axe-core over the whole page, every rule of its default set, as `new AxeBuilder({ page }).analyze()` does, but
 * about three times faster on a page without frames: AxeBuilder injects the 570 KB axe source afresh on every call,
 * runs it in pieces (`runPartial`) and merges them in a new blank page that gets the source again (measured on the
 * home page at 360 px under load: 8–13 s a call, against 1.3–3 s for axe.run in the page). Here axe is injected once
 * per document and run where the page is; only the violations come back (`resultTypes`), which changes what is
 * reported about passes, never which rules run or what they find. A page with frames (the /seamless game) goes
 * through AxeBuilder, which reaches into every frame, sandboxed ones included. Both use the repository's axe-core.
 */
const OPTIONS: RunOptions = { resultTypes: ['violations'] };

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

export async function axeViolations(page: Page): Promise<Result[]> {
  if (page.frames().length > 1) {
    return (await new AxeBuilder({ page, axeSource: axe.source }).options(OPTIONS).analyze()).violations;
  }
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(axe.source);
  return page.evaluate(async (options) => {
    if (!window.axe) throw new Error('axe-core did not load in the page');
    return (await window.axe.run(document, options)).violations;
  }, OPTIONS);
}

/** One line per violation, `scheme: rule-id target, target…`, for an assertion that shows what failed. */
export function describeViolations(violations: readonly Result[], label: string): string[] {
  return violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
