import type { QuickGuide } from '../../schemas';
import { quickGuideCard } from './catalogue';

/** The quick guide /resources/software-quick-guides/caption-ed (SPEC §2 "Quick guide pages"). */
export const captionEd: QuickGuide = {
  ...quickGuideCard('caption-ed'),
  heading: 'Caption.Ed Quick Guide',
  tips: [
    {
      title: 'Install the extension or app',
      text: 'Caption.Ed is available as a browser extension and as a desktop app. Install the one that fits how you watch and listen, then sign in; if your college or employer provides Caption.Ed, use the invitation they sent you.',
    },
    {
      title: 'Test your audio first',
      text: 'Before an important lecture or meeting, play a short video or join a test call to check that captions appear and that Caption.Ed is picking up the right audio source.',
    },
    {
      title: 'Add your specialist vocabulary',
      text: 'Use a custom dictionary to add subject terms, names and acronyms, so they are captioned correctly instead of being misheard.',
    },
    {
      title: 'Save and download transcripts',
      text: 'Your transcripts are saved to your Caption.Ed dashboard. Download them to review, search or turn into notes, or as SRT or VTT caption files for a video.',
    },
    {
      title: 'Make captions easy to read',
      text: 'Caption.Ed has customisable themes: choose one that is comfortable for your eyes, and keep the captions where you can follow them alongside the speaker or slides. If the text is still too small, Windows Magnifier or macOS Zoom enlarges it with the rest of the screen.',
    },
  ],
};

export default captionEd;
