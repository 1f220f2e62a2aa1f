/**
 * All ten training category pages, in the order of the training hub's table. Each page module imports
 * only its own file, so a visitor downloads one category's content; this list is for tests and the build.
 */
import { speechRecognition } from './speech-recognition';
import { screenReaders } from './screen-readers';
import { lowVision } from './low-vision';
import { readingWriting } from './reading-writing';
import { mindMapping } from './mind-mapping';
import { noteTaking } from './note-taking';
import { productivity } from './productivity';
import { textPrediction } from './text-prediction';
import { aiCopilots } from './ai-copilots';
import { tasks } from './tasks';
import type { TrainingCategoryPage } from '../../schemas';

export const trainingCategories: TrainingCategoryPage[] = [
  speechRecognition,
  screenReaders,
  lowVision,
  readingWriting,
  mindMapping,
  noteTaking,
  productivity,
  textPrediction,
  aiCopilots,
  tasks,
];
