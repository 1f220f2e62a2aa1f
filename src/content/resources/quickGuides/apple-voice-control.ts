import type { QuickGuide } from '../../schemas';
import { quickGuideCard } from './catalogue';

/** The quick guide /resources/software-quick-guides/apple-voice-control (SPEC §2 "Quick guide pages"). */
export const appleVoiceControl: QuickGuide = {
  ...quickGuideCard('apple-voice-control'),
  heading: 'Apple Voice Control Quick Guide',
  tips: [
    {
      title: 'Turn on Voice Control',
      text: 'On a Mac, go to System Settings, then Accessibility, then Voice Control. On iPhone or iPad, go to Settings, then Accessibility, then Voice Control. Once it is on, say "What can I say?" to see the commands you can use.',
    },
    {
      title: 'Show numbers',
      text: 'Say "Show numbers" to put a number next to every button, link and control on screen. It is the quickest way to reach items that have no name you can say.',
    },
    {
      title: 'Click by number',
      text: 'Say "Click" followed by the number, for example "Click 12", to select that item on a Mac. On iPhone and iPad, say "Tap 12". Say "Hide numbers" when you have finished.',
    },
    {
      title: 'Show grid',
      text: 'When there is nothing labelled to click, say "Show grid" to lay a numbered grid over the screen. Say a number to zoom in on that part of the grid, then say "Click" and a number to click the exact spot.',
    },
    {
      title: 'Create custom commands',
      text: 'In Voice Control settings, open Commands (Customise Commands on iPhone and iPad) to create your own spoken commands, for example to type a phrase you use often or run a shortcut. On a Mac, a custom command can also press a keyboard shortcut.',
    },
  ],
};

export default appleVoiceControl;
