import lighthouse from 'lighthouse';

/** What the benchmark keeps of one Lighthouse run. */
export interface LighthouseResult {
  url: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  /** Milliseconds, except CLS (unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
  /** The element Lighthouse found to be the largest contentful paint. */
  lcpElement: { selector: string; snippet: string } | null;
  /** Transfer sizes (bytes) of the load, by resource type: script, stylesheet, font, image, document, total... */
  bytes: Record<string, number>;
  warnings: string[];
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

interface LhrNode {
  selector?: string;
  snippet?: string;
}

/**
 * One Lighthouse run with its default settings: the mobile preset, simulated throttling (150 ms RTT,
 * 1.6 Mbps, 4x CPU slowdown), a cleared cache and storage, so it is a first visit.
 */
export async function runLighthouse(url: string, port: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);

  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: LhrNode }[] }[] }
    | undefined;
  const lcpNode = lcpDetails?.items?.[0]?.items?.[0]?.node;

  const summary = lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const bytes = Object.fromEntries((summary?.items ?? []).map((item) => [item.resourceType, item.transferSize]));

  return {
    url,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndex: metric('speed-index'),
    },
    lcpElement: lcpNode ? { selector: lcpNode.selector ?? '', snippet: lcpNode.snippet ?? '' } : null,
    bytes,
    warnings: lhr.runWarnings,
  };
}
