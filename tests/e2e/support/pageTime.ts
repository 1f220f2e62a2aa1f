import type { Page } from '@playwright/test';

/**
 * How a browser test waits (docs/decisions/074): for an event or a state, never for a length of time.
 * What the page does after a delay (the cookie banner's second, a notice's five, the status region's
 * messages) runs on the page's own timers, which a test holds with Playwright's clock
 * (page.clock.install before the page loads) and moves on with `runClock`: the delay is then exact,
 * on an idle machine and on a busy one, and costs no real time.
 */

/**
 * Resolves once the page has done the work already queued in it and drawn the result. A message
 * posted through a MessageChannel runs after the messages posted before it (React's scheduler
 * renders that way); a ResizeObserver's first report on <html> comes with the next frame the browser
 * draws, after its layout. Neither is a timer, so this holds with the page's clock held (page.clock
 * fakes setTimeout and requestAnimationFrame). Two frames unless told: a render can start another
 * (the cookie banner is measured in one frame, then placed).
 */
export async function settled(page: Page, frames = 2): Promise<void> {
  for (let frame = 0; frame < frames; frame += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            channel.port1.close();
            new ResizeObserver((_, observer) => {
              observer.disconnect();
              resolve();
            }).observe(document.documentElement);
          };
          channel.port2.postMessage(null);
        }),
    );
  }
}

/**
 * Moves the page's clock (installed with page.clock.install) on by `ms`, in steps of `step`: every
 * timer due in that time runs, and what each step starts is drawn before the next (`settled`), as
 * it would be with the clock running.
 */
export async function runClock(page: Page, ms: number, step = 100): Promise<void> {
  for (let run = 0; run < ms; run += step) {
    await page.clock.runFor(Math.min(step, ms - run));
    await settled(page, 1);
  }
}

/**
 * Holds the page's clock (installed with page.clock.install) a tenth of a second ahead of its time
 * now. On a busy machine that moment can pass before the call arrives ("Cannot fast-forward to the
 * past"): then it is taken again from the page's new time.
 */
export async function pauseJustAhead(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}
