import type { QuickGuide } from '../../schemas';
import { quickGuideCard } from './catalogue';

/** The quick guide /resources/software-quick-guides/readwrite (SPEC §2 "Quick guide pages"). */
export const readwrite: QuickGuide = {
  ...quickGuideCard('readwrite'),
  heading: 'Read&Write Quick Guide',
  tips: [
    {
      title: 'Add the browser extension',
      text: 'Install the Read&Write extension for Google Chrome or Microsoft Edge to use the toolbar on web pages, Google Docs and PDFs. Sign in with the account your school, college or employer gave you.',
    },
    {
      title: 'Press Play to hear text',
      text: 'Select text, or click where you want to start, and press Play on the toolbar to hear it read aloud with each word highlighted. Use Pause and Stop to control the reading.',
    },
    {
      title: 'Turn on Word Prediction',
      text: 'Word Prediction suggests words as you type, and can read the suggestions aloud, so you can choose the right word and spell it correctly first time.',
    },
    {
      title: 'Use the Picture Dictionary',
      text: 'Select a word and choose Picture Dictionary to see images that show its meaning, which helps with new or difficult vocabulary.',
    },
    {
      title: 'Collect your highlights',
      text: 'Use the coloured study skills highlighters to mark key points as you read, then choose Collect Highlights to gather them into a new document, ready for revision or essay planning.',
    },
  ],
};

export default readwrite;
