import { useHead } from '@unhead/react';
import type { JsonLd } from '../../lib/structuredData';

/**
 * Adds JSON-LD blocks to the page's head. unhead serialises the object and escapes "<", so content
 * cannot close the script element. `key` keeps blocks distinct and replaces them on navigation.
 */
export function useJsonLd(key: string, data: JsonLd | JsonLd[]) {
  const blocks = Array.isArray(data) ? data : [data];
  useHead({
    script: blocks.map((block, index) => ({
      key: `jsonld-${key}-${index}`,
      type: 'application/ld+json',
      textContent: block,
    })),
  });
}
