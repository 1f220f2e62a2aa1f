import { useEffect } from 'react';
import { site } from '../config/site';
import { whenConsented } from './consent';

export interface AnalyticsConfig {
  endpoint: string;
  domain: string;
}

/**
 * Send one page view, Plausible-style: a small JSON event, no cookies, no identifiers. Does nothing
 * unless analytics is configured AND the visitor has accepted cookies (the consent module decides).
 */
export function sendPageView(url: string, config: AnalyticsConfig | undefined = site.analytics): void {
  if (!config) return;
  void fetch(config.endpoint, {
    method: 'POST',
    // text/plain keeps it a simple request: no CORS preflight to the analytics host.
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ name: 'pageview', url, domain: config.domain }),
    keepalive: true,
  }).catch(() => {
    // Counting is never worth an error for the visitor.
  });
}

/**
 * Record a view of the current page once: straight away if consent was given, or when the visitor
 * accepts while on the page. Nothing is sent if they decline or never answer.
 */
export function usePageView(enabled: boolean, config: AnalyticsConfig | undefined = site.analytics): void {
  useEffect(() => {
    if (!enabled || !config) return;
    return whenConsented(() => sendPageView(window.location.href, config));
  }, [enabled, config]);
}
