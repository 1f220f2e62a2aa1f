import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Result } from 'lighthouse';

/** What the benchmark keeps of one Lighthouse run. */
export interface LighthouseResult {
  url: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  /** Milliseconds, except CLS (unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
  /** The element Lighthouse found to be the largest contentful paint, and whether it is in <main>. */
  lcpElement: { selector: string; snippet: string; inMain: boolean } | null;
  /** Transfer sizes (bytes) of the load, by resource type: script, stylesheet, font, image, document, total... */
  bytes: Record<string, number>;
  warnings: string[];
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

interface LhrNode {
  selector?: string;
  snippet?: string;
  /** The element's ancestry, as "1,HTML,1,BODY,0,DIV,3,MAIN,...". */
  path?: string;
}

/**
 * One Lighthouse run with its default settings: the mobile preset, simulated throttling (150 ms RTT,
 * 1.6 Mbps, 4x CPU slowdown), a cleared cache and storage, so it is a first visit.
 */
export async function runLighthouse(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** Lighthouse's own choice of the most representative of several runs (by FCP and interactivity). */
export function medianRun(runs: Result[]): Result {
  return runs.length === 1 ? runs[0]! : (computeMedianRun(runs) as Result);
}

export function summarise(lhr: Result): LighthouseResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: LhrNode }[] }[] } | undefined;
  const lcpNode = lcpDetails?.items?.[0]?.items?.[0]?.node;

  const summary = lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const bytes = Object.fromEntries((summary?.items ?? []).map((item) => [item.resourceType, item.transferSize]));

  return {
    url: lhr.finalDisplayedUrl,
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
    lcpElement: lcpNode
      ? { selector: lcpNode.selector ?? '', snippet: lcpNode.snippet ?? '', inMain: /(?:^|,)MAIN(?:,|$)/.test(lcpNode.path ?? '') }
      : null,
    bytes,
    warnings: lhr.runWarnings,
  };
}
