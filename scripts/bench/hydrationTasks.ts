import { CdpConnection } from './cdp';

/** The longest main-thread tasks while a page starts its app and hydrates, under a slowed-down CPU. */
export interface HydrationTasks {
  url: string;
  /** Milliseconds; 0 when no task reached 50 ms (the Long Tasks API reports only those). */
  longestTaskMs: number;
  tasksOver50Ms: number;
  /** What each task of 50 ms or more was doing, from the Long Animation Frames API: "react-….js module 62 ms, layout 20 ms". */
  longTasks: string[];
  /** With several runs: each run's longest task, in the order measured (the figures above are the median run's). */
  runsLongestMs?: number[];
}

/**
 * The page measured `runs` times (each a first visit), and the run whose longest task is the median:
 * on a shared machine one run's longest task can be twice another's (issue 46: 0 to 164 ms for the
 * same page in five runs), so a single run neither proves nor disproves a task over 50 ms.
 */
export async function measureHydrationTasksMedian(
  port: number,
  url: string,
  runs: number,
  options: { from: 'app-start' | 'navigation' } = { from: 'app-start' },
): Promise<HydrationTasks> {
  const measured: HydrationTasks[] = [];
  for (let run = 0; run < runs; run += 1) measured.push(await measureHydrationTasks(port, url, options));
  const median = [...measured].sort((a, b) => a.longestTaskMs - b.longestTaskMs)[Math.floor((runs - 1) / 2)]!;
  return { ...median, runsLongestMs: measured.map((result) => result.longestTaskMs) };
}

export const CPU_SLOWDOWN = 4;
/** How long to watch after the navigation: hydration, the hydration of BelowTheFold parts, the cookie banner. */
const WATCH_MS = 8000;

/**
 * Runs in the page before anything else: records every long task, and every long animation frame's
 * scripts and rendering, so that a long task can be named afterwards. Nothing is injected while the
 * page is watched (a helper evaluated then would be a task of its own).
 */
const recorder = `(() => {
  const record = { tasks: [], frames: [] };
  window.__benchRecord = record;
  new PerformanceObserver((list) => list.getEntries().forEach((e) => record.tasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => record.frames.push({
    start: e.startTime,
    end: e.startTime + e.duration,
    rendering: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
    scripts: e.scripts.map((s) => ({ what: (s.sourceURL.split('/').pop() || 'page') + ' ' + (s.invokerType === 'module-script' ? 'module' : s.invoker.replace(/^TimerHandler:/, '').replace(/^https?:.*/, 'script')), ms: s.duration, forcedLayout: s.forcedStyleAndLayoutDuration })),
  }))).observe({ type: 'long-animation-frame', buffered: true });
})();`;

interface Recorded {
  tasks: { start: number; duration: number }[];
  frames: { start: number; end: number; rendering: number; scripts: { what: string; ms: number; forcedLayout: number }[] }[];
  appStart?: number;
  /** The page's own marks (performance.mark), to say what a long task coincided with. */
  marks: { name: string; at: number }[];
  hydrated: boolean;
}

/**
 * Loads the page as a first visit (a fresh browser context: empty cache and storage) on a phone-sized
 * screen with the CPU slowed down 4x (Chrome DevTools' throttling), and records every task of 50 ms
 * or more from the moment the client entry starts the app (the "app:start" mark, src/entry-client.ts):
 * evaluating React and the app, hydrating, the parts hydrated later, the web fonts' arrival, the
 * cookie banner. The page's first parse and paint come before and are not counted.
 *
 * `port` is a Chrome started with --remote-debugging-port. Only the Target, Emulation and Page domains
 * are used while the page loads; Runtime is used once, at the end, to read the record (see ./cdp.ts).
 */
export async function measureHydrationTasks(
  port: number,
  url: string,
  options: { from: 'app-start' | 'navigation' } = { from: 'app-start' },
): Promise<HydrationTasks> {
  const cdp = await CdpConnection.connect(port);
  const { browserContextId } = await cdp.send<{ browserContextId: string }>('Target.createBrowserContext', { disposeOnDetach: true });
  try {
    const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    const page = <T>(method: string, params: object = {}) => cdp.send<T>(method, params, sessionId);
    await page('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true });
    await page('Emulation.setTouchEmulationEnabled', { enabled: true });
    await page('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page('Page.enable');
    await page('Page.addScriptToEvaluateOnNewDocument', { source: recorder });
    await page('Page.navigate', { url });
    await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
    const { result } = await page<{ result: { value: Recorded } }>('Runtime.evaluate', {
      expression: `({ ...window.__benchRecord, appStart: performance.getEntriesByName('app:start')[0]?.startTime, marks: performance.getEntriesByType('mark').map((mark) => ({ name: mark.name, at: mark.startTime })), hydrated: document.documentElement.dataset.hydrated === 'true' })`,
      returnByValue: true,
    });
    const recorded = result.value;
    // The floor page has no client entry of its own: everything it does is React starting up.
    const from = options.from === 'navigation' ? 0 : recorded.appStart;
    if (from === undefined || (options.from === 'app-start' && !recorded.hydrated))
      throw new Error(`${url} did not start its app and hydrate within ${WATCH_MS} ms`);
    const long = recorded.tasks.filter((task) => task.start + task.duration > from);
    return {
      url,
      longestTaskMs: Math.round(Math.max(0, ...long.map((task) => task.duration))),
      tasksOver50Ms: long.length,
      longTasks: long.map((task) => describeTask(task, recorded.frames, recorded.marks)),
    };
  } finally {
    await cdp.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
    cdp.close();
  }
}

/**
 * "142 ms: react-C0rOlCUV.js module 130 ms" or "96 ms: rendering 90 ms (web-fonts:added)": what the
 * task's animation frame spent its time on, and the page's marks within it (src/boot/webFonts.ts
 * marks the moment the fonts are added, whose re-layout shows as rendering).
 */
function describeTask(task: { start: number; duration: number }, frames: Recorded['frames'], marks: Recorded['marks']): string {
  // The animation frame that overlaps the task most (a frame may hold several tasks, and its
  // rendering may run in a task of its own).
  const overlap = (frame: Recorded['frames'][number]) =>
    Math.min(frame.end, task.start + task.duration) - Math.max(frame.start, task.start);
  const frame = frames.filter((candidate) => overlap(candidate) > 0).sort((a, b) => overlap(b) - overlap(a))[0];
  const parts = (frame?.scripts ?? [])
    .filter((script) => script.ms >= 10)
    .map(
      (script) =>
        `${script.what} ${Math.round(script.ms)} ms${script.forcedLayout >= 10 ? ` (forced layout ${Math.round(script.forcedLayout)} ms)` : ''}`,
    );
  if (frame && frame.rendering >= 10) parts.push(`rendering ${Math.round(frame.rendering)} ms`);
  const from = Math.min(task.start, frame?.start ?? task.start);
  const to = Math.max(task.start + task.duration, frame?.end ?? 0);
  const within = marks.filter((mark) => mark.at >= from && mark.at <= to && mark.name !== 'app:start').map((mark) => mark.name);
  return `${Math.round(task.duration)} ms: ${parts.join(', ') || 'not attributed'}${within.length ? ` (${within.join(', ')})` : ''}`;
}
