import { desktopNavigationTutorial } from './desktopNavigation';
import { jawsTutorial } from './jaws';
import { narratorTutorial } from './narrator';
import { nvdaTutorial } from './nvda';
import { voiceOverTutorial } from './voiceover';
import type { Tutorial } from '../../schemas';

/**
 * The five screen reader tutorials, in SPEC's order. Each tutorial page loads only its own file; this
 * list is for the hub (which needs every card), the tests and the build.
 */
export const tutorials: Tutorial[] = [desktopNavigationTutorial, jawsTutorial, nvdaTutorial, voiceOverTutorial, narratorTutorial];
