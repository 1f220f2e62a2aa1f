import type { ResourcesHub } from '../schemas';

/**
 * Resources hub (/resources), SPEC §2 "Resources hub": "Accessibility Resources", three cards (Access to
 * Work, screen reader tutorials, software quick guides, said to cover 20+ tools) and a link to /training.
 */
export const resourcesHub: ResourcesHub = {
  heading: 'Accessibility Resources',
  intro:
    'Free guides and tutorials to help you get more from your assistive technology and find funding for the support you need. Use them at your own pace, and get in touch whenever you would like one-to-one help.',
  cards: [
    {
      title: 'Access to Work Scheme',
      description:
        'What the government’s Access to Work grant can pay for, who is eligible, how to apply, and practical tips for a strong application, including funding for assistive technology training.',
      link: '/resources/access-to-work',
      linkLabel: 'Read the Access to Work guide',
    },
    {
      title: 'Screen Reader Tutorials',
      description:
        'Step-by-step tutorials for JAWS, NVDA, VoiceOver and Narrator, plus moving around your computer with the keyboard, each with a table of essential commands.',
      link: '/resources/screen-reader-tutorials',
      linkLabel: 'Browse the screen reader tutorials',
    },
    {
      title: 'Software Quick Guides',
      description:
        'Quick-start guides covering 20+ tools, from speech recognition and reading support to mind mapping, note-taking, productivity apps and AI assistants.',
      link: '/resources/software-quick-guides',
      linkLabel: 'View the software quick guides',
    },
  ],
  trainingLink: {
    text: 'Want to go further than a guide? Our one-to-one training is built around your software, your tasks and your pace, remotely anywhere in the UK or on site by arrangement.',
    action: { label: 'Explore our training', path: '/training' },
  },
};
