/**
 * All thirteen quick guides, in SPEC's order. Each guide page imports only its own file; this list is
 * for the hub (which needs every card), the tests and the build.
 */
import { chatgpt } from './chatgpt';
import { microsoftCopilot } from './microsoft-copilot';
import { mindmanager } from './mindmanager';
import { genioNotes } from './genio-notes';
import { microsoft365 } from './microsoft-365';
import { notion } from './notion';
import { captionEd } from './caption-ed';
import { claroread } from './claroread';
import { readwrite } from './readwrite';
import { appleVoiceControl } from './apple-voice-control';
import { dragon } from './dragon';
import { globalAutocorrect } from './global-autocorrect';
import { grammarly } from './grammarly';
import type { QuickGuide } from '../../schemas';

export const quickGuides: QuickGuide[] = [
  chatgpt,
  microsoftCopilot,
  mindmanager,
  genioNotes,
  microsoft365,
  notion,
  captionEd,
  claroread,
  readwrite,
  appleVoiceControl,
  dragon,
  globalAutocorrect,
  grammarly,
];
