import { site } from '../config/site';

/**
 * The two conventions of content text (see src/content/schemas/common.ts): {tokens} for business details and
 * [label](href) links. Kept apart from the component so it can be unit-tested and reused in JSON-LD.
 */
const tokens: Record<string, string> = {
  companyName: site.companyName,
  companyNumber: site.companyNumber,
  registeredIn: site.registeredIn,
  email: site.email,
  phone: site.phone.display,
  phoneE164: site.phone.e164,
  town: site.town,
  siteUrl: site.siteUrl,
};

export function fillTokens(text: string): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => tokens[name] ?? whole);
}

export type InlineSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(raw: string): InlineSegment[] {
  const text = fillTokens(raw);
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const index = match.index;
    if (index > last) segments.push({ kind: 'text', text: text.slice(last, index) });
    segments.push({ kind: 'link', text: match[1] ?? '', href: match[2] ?? '' });
    last = index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** Text with links reduced to their labels: for meta descriptions and structured data. */
export function plainText(raw: string): string {
  return parseInline(raw)
    .map((segment) => segment.text)
    .join('');
}

/** Unknown tokens left in a text: content tests fail on them. */
export function unknownTokens(raw: string): string[] {
  return [...raw.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').filter((name) => !(name in tokens));
}
