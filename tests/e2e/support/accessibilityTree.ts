import type { Locator } from '@playwright/test';

export interface AxNode {
  role: string;
  name: string;
  expanded: boolean | undefined;
}

/**
 * What Chromium gives assistive technology for one element: its computed role, name and expanded
 * state, read from the accessibility tree over CDP (Playwright's role queries do not cover every role,
 * such as <summary>'s disclosure triangle).
 */
export async function axNode(locator: Locator): Promise<AxNode> {
  const page = locator.page();
  const client = await page.context().newCDPSession(page);
  const marker = `ax-${Math.random().toString(36).slice(2)}`;
  await locator.evaluate((element, value) => element.setAttribute('data-ax-probe', value), marker);
  try {
    const { root } = await client.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await client.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-ax-probe="${marker}"]` });
    const { nodes } = await client.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const target = nodes[0]!;
    const expanded = target.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
    return { role: String(target.role?.value ?? ''), name: String(target.name?.value ?? ''), expanded };
  } finally {
    await locator.evaluate((element) => element.removeAttribute('data-ax-probe'));
    await client.detach();
  }
}
