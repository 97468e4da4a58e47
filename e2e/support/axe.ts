import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * axe's serious and critical violations on the page as it stands (or inside `include`), one readable line per
 * offending element: rule, impact, what to fix, and the element, so a failing test says what to change.
 */
export async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.failureSummary?.replace(/\s+/g, ' ')} at ${node.target.join(' ')} ${node.html.slice(0, 160)}`,
      ),
    );
}
