/** The parts of pa11y 9 the sweep uses (pa11y ships no type declarations). */
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer';

  export interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    typeCode: number;
    message: string;
    context: string | null;
    selector: string;
    runner: string;
    runnerExtras?: Record<string, unknown>;
  }

  export interface Pa11yResults {
    documentTitle: string;
    pageUrl: string;
    issues: Pa11yIssue[];
  }

  export interface Pa11yOptions {
    browser?: Browser;
    page?: Page;
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: string[];
    actions?: string[];
    hideElements?: string;
    ignoreUrl?: boolean;
    timeout?: number;
    viewport?: { width: number; height: number };
    levelCapWhenNeedsReview?: 'error' | 'warning' | 'notice';
  }

  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
}
