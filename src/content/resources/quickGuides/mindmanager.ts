import type { QuickGuide } from '../../schemas';
import { quickGuideCard } from './catalogue';

/** The quick guide /resources/software-quick-guides/mindmanager (SPEC §2 "Quick guide pages"). */
export const mindmanager: QuickGuide = {
  ...quickGuideCard('mindmanager'),
  heading: 'MindManager Quick Guide',
  tips: [
    {
      title: 'Start from the central topic',
      text: 'Every map has one central topic, the subject in the middle, and a new map starts with it. Select it and press F2 to type your main subject, then press Enter to finish. F2 edits the text of any selected topic in the same way.',
    },
    {
      title: 'Add topics from the keyboard',
      text: 'Select a topic and press Enter to add a topic at the same level, or Ctrl+Enter to add a subtopic below it (on a Mac, Return and Command+Return). Use the arrow keys to move around the map.',
    },
    {
      title: 'Use conditional formatting',
      text: 'Set up conditional formatting so topics change colour or font automatically when they meet a condition, such as a high priority or a due date. Make sure colour is never the only clue, for anyone who cannot see it.',
    },
    {
      title: 'Automate with SmartRules',
      text: 'SmartRules make changes for you when a condition is met, for example adding an icon or changing a topic’s colour when a task is marked complete, so your map keeps itself up to date.',
    },
    {
      title: 'Export and share',
      text: 'Export your map to Word, PowerPoint, PDF or an image to turn a plan into a document or share it with people who do not use MindManager. A Word outline is often easier to read with a screen reader than the map itself.',
    },
  ],
};

export default mindmanager;
