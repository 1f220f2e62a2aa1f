import type { QuickGuide } from '../../schemas';
import { quickGuideCard } from './catalogue';

/** The quick guide /resources/software-quick-guides/global-autocorrect (SPEC §2 "Quick guide pages"). */
export const globalAutocorrect: QuickGuide = {
  ...quickGuideCard('global-autocorrect'),
  heading: 'Global AutoCorrect Quick Guide',
  tips: [
    {
      title: 'Let it fix misspellings as you type',
      text: 'Global AutoCorrect runs in the background and corrects spelling mistakes as you finish each word, in most programs, not just your word processor. It was designed with dyslexic spelling in mind.',
    },
    {
      title: 'Create abbreviations',
      text: 'Set up abbreviations that expand into longer text when you type them, such as your email address, job title or a phrase you write often.',
    },
    {
      title: 'Speed up signatures and addresses',
      text: 'Save your email sign-off, postal address or standard replies as abbreviations, so a few letters produce the whole text, spelled correctly, every time.',
    },
    {
      title: 'Hear when a word is corrected',
      text: 'Turn on sound feedback in the settings so you know when a correction has been made, and can check it is the word you meant.',
    },
    {
      title: 'Check what matters',
      text: 'Global AutoCorrect picks the most likely word, so read back names, technical terms and important messages before you send them. Pairing it with a text-to-speech tool lets you hear what you have written.',
    },
  ],
};

export default globalAutocorrect;
