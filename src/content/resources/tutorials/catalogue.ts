import type { TutorialCard, TutorialSlug } from '../../schemas';

/**
 * What the screen reader tutorials hub shows of each tutorial: name, heading, one-line description.
 * Each tutorial's own module takes these from here, so the hub does not load every tutorial.
 */
export const tutorialCatalogue: TutorialCard[] = [
  {
    slug: 'desktop-navigation',
    name: 'Desktop Navigation',
    heading: 'Windows 11 Desktop Navigation Tutorial',
    description: 'Find your way around the Windows 11 desktop, Start menu, taskbar and windows using only the keyboard and your screen reader.',
  },
  {
    slug: 'jaws',
    name: 'JAWS',
    heading: 'JAWS Screen Reader Tutorial',
    description: 'Get started with JAWS for Windows from Freedom Scientific: the JAWS key, reading commands, and quick ways to move around web pages, forms and email.',
  },
  {
    slug: 'nvda',
    name: 'NVDA',
    heading: 'NVDA Screen Reader Tutorial',
    description: 'Start using NVDA, the free screen reader for Windows from NV Access: the NVDA key, reading commands, browse and focus modes, and quick navigation on the web.',
  },
  {
    slug: 'voiceover',
    name: 'VoiceOver',
    heading: 'VoiceOver Screen Reader Tutorial',
    description: 'Learn VoiceOver, the screen reader built into every Mac: the VO keys, moving and interacting, the rotor, and reading web pages, forms and email.',
  },
  {
    slug: 'narrator',
    name: 'Narrator',
    heading: 'Narrator Screen Reader Tutorial',
    description: 'Use Narrator, the screen reader built into Windows 11: turn it on, read and move around with the Narrator key and scan mode, and control Windows from the keyboard.',
  },
];

export function tutorialCard(slug: TutorialSlug): TutorialCard {
  const card = tutorialCatalogue.find((entry) => entry.slug === slug);
  if (!card) throw new Error(`No tutorial card for ${slug}`);
  return card;
}
