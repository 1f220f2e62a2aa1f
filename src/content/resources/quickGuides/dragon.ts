import type { QuickGuide } from '../../schemas';
import { quickGuideCard } from './catalogue';

/** The quick guide /resources/software-quick-guides/dragon (SPEC §2 "Quick guide pages"). */
export const dragon: QuickGuide = {
  ...quickGuideCard('dragon'),
  heading: 'Dragon Quick Guide',
  tips: [
    {
      title: 'Set up your profile carefully',
      text: 'When you first run Dragon, create a user profile, choose your accent and microphone, and complete the microphone check. If Dragon offers a short training passage, read it so it learns your voice. A good headset microphone in a quiet room gives the best results.',
    },
    {
      title: 'Say "Scratch that"',
      text: 'Say "Scratch that" to delete the last thing you said. Say it again to remove the phrase before that. It is quicker than selecting and deleting text.',
    },
    {
      title: 'Speak your punctuation',
      text: 'Say punctuation as words, such as "comma", "full stop" and "question mark", and say "new line" or "new paragraph" to start a new line. Speak in whole phrases at a natural pace rather than word by word.',
    },
    {
      title: 'Create custom commands',
      text: 'In Dragon Professional, use Add New Command or the Command Browser to create commands that type text you use often, such as your address or email sign-off, or that press a series of keys for you.',
    },
    {
      title: 'Keep training Dragon',
      text: 'Correct mistakes by voice, for example by saying "Correct that", rather than retyping, so Dragon learns from them. Add names and specialist words to the vocabulary, and run the accuracy tuning tools regularly.',
    },
  ],
};

export default dragon;
