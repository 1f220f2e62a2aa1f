import type { TutorialsHub } from '../schemas';

/**
 * Screen reader tutorials hub (/resources/screen-reader-tutorials), SPEC §2 "Screen reader tutorials":
 * heading, introduction and the closing call to action to /contact (the five tutorial cards come from
 * the tutorials themselves).
 */
export const tutorialsHub: TutorialsHub = {
  heading: 'Screen Reader Tutorials',
  intro:
    'Free, step-by-step tutorials for the screen readers most people use: JAWS, NVDA and Narrator on Windows, and VoiceOver on the Mac. Each one gives you a quick start, the essential keyboard commands and guided practice you can follow with the screen reader running. If you are new to using a computer without a mouse, start with Desktop Navigation. For training tailored to you, see our [screen reader training](/training/screen-readers).',
  closing: {
    heading: 'Would you like a trainer to guide you?',
    text:
      'We offer personalised screen reader training for JAWS, NVDA, VoiceOver and Narrator, remotely across the UK or on site by arrangement. Call {phone} for a free consultation, or send us a message.',
    action: { label: 'Contact us', path: '/contact' },
  },
};
