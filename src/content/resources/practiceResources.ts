import type { PracticeResources } from '../schemas';

/**
 * The shared "Practice and Learning Resources" block at the end of every screen reader tutorial
 * (/resources/screen-reader-tutorials/*), SPEC §2: external links (opened in a new tab) and a booking
 * link to /contact.
 */
export const practiceResources: PracticeResources = {
  heading: 'Practice and Learning Resources',
  intro:
    'The makers of each screen reader publish free guides, and accessibility organisations publish clear keystroke references. These are the ones we point our own learners to.',
  links: [
    {
      title: 'NVDA User Guide (NV Access)',
      url: 'https://www.nvaccess.org/files/nvda/documentation/userGuide.html',
      description:
        'The official guide to NVDA, from installing it to every command, with tables for the desktop and laptop keyboard layouts.',
    },
    {
      title: 'JAWS training (Freedom Scientific)',
      url: 'https://www.freedomscientific.com/training/jaws/',
      description:
        'Free training from the makers of JAWS, including getting-started material and lists of JAWS keystrokes.',
    },
    {
      title: 'VoiceOver User Guide for Mac (Apple)',
      url: 'https://support.apple.com/guide/voiceover/welcome/mac',
      description: 'Apple’s own guide to VoiceOver on the Mac, including its commands, the rotor and VoiceOver Utility.',
    },
    {
      title: 'Complete guide to Narrator (Microsoft)',
      url: 'https://support.microsoft.com/en-gb/windows/complete-guide-to-narrator-e4397a0d-ef4f-b386-d8ae-c172f109bdb1',
      description:
        'Microsoft’s chapter-by-chapter guide to Narrator, with an appendix listing every keyboard command and touch gesture.',
    },
    {
      title: 'Using NVDA to Evaluate Web Accessibility (WebAIM)',
      url: 'https://webaim.org/articles/nvda/',
      description:
        'A short, practical introduction to reading web pages with NVDA. It is written for people testing websites, but it is a clear summary for anyone.',
    },
    {
      title: 'Using JAWS to Evaluate Web Accessibility (WebAIM)',
      url: 'https://webaim.org/articles/jaws/',
      description: 'The same practical introduction for JAWS, with the keystrokes you need to read and move around a web page.',
    },
    {
      title: 'Screen reader keyboard shortcuts and gestures (Deque University)',
      url: 'https://dequeuniversity.com/screenreaders/',
      description:
        'Quick-reference tables of commands for popular desktop and mobile screen readers, including JAWS, NVDA and VoiceOver, which you can print.',
    },
  ],
  booking: {
    text:
      'Reading about a screen reader is a good start, but learning with a trainer is faster. We offer personalised one-to-one screen reader training, remotely anywhere in the UK or on site by arrangement, followed by two weeks of complimentary technical support.',
    action: { label: 'Book a training session', path: '/contact' },
  },
};
