import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../shared/chromium';
import { startXvfb } from './display';
import { writeOrcaPrefs } from './orcaPrefs';
import { startGroup, stopGroup, waitForOutput, type GroupProcess } from './processes';
import { readSpeech, waitForQuiet, waitToHear } from './speechLog';

/**
 * Orca and Chromium on a virtual display, as issue 44 found they work headless: everything on one
 * session bus (dbus-run-session), with a fresh HOME, XDG_CONFIG_HOME and XDG_RUNTIME_DIR (mode 700)
 * in a temporary folder of its own; Xvfb; accessibility turned on for GTK and in GNOME's settings;
 * Orca; then Chromium, not headless, in the display, with no window manager. Keys are real X events
 * (xdotool): keys sent through Chromium's debugging protocol never reach Orca.
 */
export interface OrcaStack {
  /** Everything Orca has said since it started, a phrase a line. */
  speech: () => string[];
  /** Presses one key (xdotool's names: `Tab`, `Return`, `shift+Tab`, `h`), then waits until Orca is quiet. */
  press: (key: string) => Promise<void>;
  /** Types text, a character at a time, then waits until Orca is quiet. */
  type: (text: string) => Promise<void>;
  /** Waits until Orca has said something matching `pattern` since phrase `from`; false after `ms`. */
  waitToHear: (pattern: RegExp, from: number, ms?: number) => Promise<boolean>;
  /** Waits until Orca has been quiet for `ms`. */
  quiet: (ms: number) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Orca will not start while "another screen reader process is already running for this session": it
 * asks `pgrep -u <user> -x orca`, which finds every Orca of the user, on any display and bus. So two
 * walks at once (vitest.orca.config.ts) would stop each other. Orca is given, first on its PATH, a
 * pgrep that keeps only the Orcas of its own session bus (DBUS_SESSION_BUS_ADDRESS in their
 * environment): what its message says it checks. Written into `bin`; returns `bin`.
 */
function sessionPgrep(bin: string): string {
  const script = path.join(bin, 'pgrep');
  writeFileSync(
    script,
    [
      '#!/bin/sh',
      '# Written by scripts/orca/stack.ts: pgrep, keeping only processes on this session bus.',
      'for pid in $(/usr/bin/pgrep "$@"); do',
      '  tr "\\0" "\\n" < "/proc/$pid/environ" 2>/dev/null | grep -qxF "DBUS_SESSION_BUS_ADDRESS=$DBUS_SESSION_BUS_ADDRESS" && echo "$pid"',
      'done',
      'exit 0',
      '',
    ].join('\n'),
    { mode: 0o755 },
  );
  return bin;
}

/**
 * Chromium's first window: a cold start on a busy machine can take a while. The search asks X for
 * every window's attributes, and one of Chromium's short-lived windows can go in the meantime
 * (xdotool then fails with "BadWindow"): searched again until 60 s have passed.
 */
async function chromiumWindow(xdotool: (args: string[], timeout?: number) => string): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      return xdotool(['search', '--sync', '--onlyvisible', '--class', 'chromium'], Math.max(1000, deadline - Date.now()));
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** After a key, Orca is taken to have finished once its log has been quiet this long (longer after Enter: a page may load). */
const quietAfterKeyMs = 600;
const quietAfterEnterMs = 1500;

export async function startOrcaStack(url: string): Promise<OrcaStack> {
  const root = mkdtempSync(path.join(tmpdir(), 'orca-run-'));
  const folder = (name: string) => {
    const made = path.join(root, name);
    mkdirSync(made, { recursive: true, mode: 0o700 });
    return made;
  };
  const speechLog = path.join(root, 'speech.log');
  const prefs = folder('orca-prefs');
  writeOrcaPrefs(prefs, speechLog);
  // Nothing of the machine's own session: its bus, display or settings.
  const { DBUS_SESSION_BUS_ADDRESS: _bus, DISPLAY: _display, WAYLAND_DISPLAY: _wayland, ...machine } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...machine,
    HOME: folder('home'),
    XDG_CONFIG_HOME: folder('config'),
    XDG_DATA_HOME: folder('data'),
    XDG_CACHE_HOME: folder('cache'),
    XDG_RUNTIME_DIR: folder('runtime'),
  };
  const started: GroupProcess[] = [];
  const stop = async () => {
    // The last started first: Chromium and Orca before the display and the bus they talk through.
    for (const process of started.reverse()) await stopGroup(process);
    started.length = 0;
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const { xvfb, display } = await startXvfb(env);
    started.push(xvfb);
    const session = startGroup(
      'dbus-run-session',
      'dbus-run-session',
      ['--', 'sh', '-c', 'echo "bus=$DBUS_SESSION_BUS_ADDRESS"; exec sleep 3600'],
      env,
    );
    started.push(session);
    const [, bus] = await waitForOutput(session, /bus=(\S+)\n/, 10_000);
    Object.assign(env, { DBUS_SESSION_BUS_ADDRESS: bus, DISPLAY: display, ACCESSIBILITY_ENABLED: '1', GTK_MODULES: 'gail:atk-bridge' });
    spawnSync('gsettings', ['set', 'org.gnome.desktop.interface', 'toolkit-accessibility', 'true'], {
      env,
      stdio: 'ignore',
      timeout: 10_000,
    });

    const orca = startGroup('orca', 'orca', ['-u', prefs], { ...env, PATH: `${sessionPgrep(folder('bin'))}:${env.PATH ?? ''}` });
    started.push(orca);
    if (!(await waitToHear(speechLog, /Screen reader on/, 0, 20_000))) {
      throw new Error(`Orca did not start within 20 s: ${orca.output().trim().slice(-600)}`);
    }
    const profile = folder('chromium-profile');
    const chromium = startGroup(
      'chromium',
      chromiumPath,
      [
        '--no-sandbox',
        '--force-renderer-accessibility',
        `--user-data-dir=${profile}`,
        '--no-first-run',
        '--no-default-browser-check',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--password-store=basic',
        '--window-size=1280,1000',
        '--window-position=0,0',
        url,
      ],
      env,
    );
    started.push(chromium);
    const xdotool = (args: string[], timeout = 20_000) => {
      const result = spawnSync('xdotool', args, { env, encoding: 'utf8', timeout });
      if (result.status !== 0) throw new Error(`xdotool ${args.join(' ')} failed: ${result.stderr.trim()}`);
      return result.stdout.trim();
    };
    const [window] = (await chromiumWindow(xdotool)).split('\n');
    const focus = () => xdotool(['windowfocus', '--sync', window!]);
    focus();
    const quiet = (ms: number) => waitForQuiet(speechLog, ms);
    return {
      speech: () => readSpeech(speechLog),
      press: async (key) => {
        focus();
        xdotool(['key', '--clearmodifiers', key]);
        await quiet(/^(Return|KP_Enter)$/.test(key) ? quietAfterEnterMs : quietAfterKeyMs);
      },
      type: async (text) => {
        focus();
        xdotool(['type', '--delay', '60', text]);
        await quiet(quietAfterKeyMs);
      },
      waitToHear: (pattern, from, ms = 15_000) => waitToHear(speechLog, pattern, from, ms),
      quiet,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
