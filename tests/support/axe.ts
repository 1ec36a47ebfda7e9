/**
 * axe-core in a browser page (issue 39): its violations as "rule ×count: first target". The page
 * must be opened with `bypassCSP: true`: axe goes in as an inline script, which the admin's CSP
 * (rightly) refuses.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

let source: Promise<string> | null = null;

/** axe-core's violations on the page as it is (within `selector` when given). */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  source ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: await source });
  return page.evaluate(async (within) => {
    type AxeResults = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Element | Document) => Promise<AxeResults> } }).axe;
    const context = within ? document.querySelector(within)! : document;
    const results = await axe.run(context);
    return results.violations.map((v) => `${v.id} ×${v.nodes.length}: ${v.nodes[0]?.target.join(' ')}`);
  }, selector);
}
