import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Orca's preferences folder for one run (`orca -u <folder>`), holding only `orca-customizations.py`,
 * which Orca loads at start. It adds a file handler to Orca's own `speech` logger, the one Orca's
 * regression tests read: each thing Orca says is one line "SPEECH OUTPUT: '…'". It turns off "say
 * all" when a page loads, so the first key never races Orca reading the page from the top; and it
 * gives Orca no speech server, so nothing is spoken aloud and no speech-dispatcher daemon outlives
 * the run (the logger writes before any speech server is asked).
 */
export function writeOrcaPrefs(folder: string, speechLogPath: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  writeFileSync(
    path.join(folder, 'orca-customizations.py'),
    [
      'import logging',
      'import orca.settings',
      '',
      'orca.settings.sayAllOnLoad = False',
      "orca.settings.speechServerFactory = 'none'",
      'orca.settings.speechFactoryModules = []',
      `_handler = logging.FileHandler(${JSON.stringify(speechLogPath)}, encoding="utf-8")`,
      "_handler.setFormatter(logging.Formatter('%(message)s'))",
      "logging.getLogger('speech').addHandler(_handler)",
      '',
    ].join('\n'),
  );
}
