import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious or critical axe findings on the page once its transitions have ended: a button that has
 * just been enabled fades in from 40% opacity, and its contrast is judged on the colours it ends with.
 * Endless animations (spinners) are not waited for.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: unknown[] }> } }).axe;
    return axe.run({ resultTypes: ['violations'] });
  });
  type Node = { target: string[]; html: string; any: { message: string }[] };
  return (result.violations as { id: string; impact: string; nodes: Node[] }[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} (${n.any[0]?.message ?? ''})`).join(', ')}`,
    );
}
