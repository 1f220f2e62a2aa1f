import type { Tutorial } from '../../schemas';
import { tutorialCard } from './catalogue';

/**
 * VoiceOver tutorial (/resources/screen-reader-tutorials/voiceover), SPEC §2 "Screen reader tutorials":
 * VoiceOver on the Mac (Apple's VoiceOver User Guide), with a note on iPhone.
 */
export const voiceOverTutorial: Tutorial = {
  ...tutorialCard('voiceover'),
  learn: [
    'How to turn VoiceOver on and off, and what the VO keys are.',
    'How to move the VoiceOver cursor from item to item, and how to interact with groups such as web pages and lists.',
    'How to use the rotor to jump to headings, links, form controls and landmarks.',
    'How to read a web page in Safari, fill in a form and read an email in Mail.',
    'Where to find VoiceOver’s built-in help, keyboard help and Quick Start tutorial.',
  ],
  quickStart: {
    intro:
      'VoiceOver is part of macOS, so there is nothing to install. VoiceOver commands use the VoiceOver modifier, written VO. To press VO, hold Control and Option together, so VO+A means Control+Option+A. Recent versions of macOS also let you use Caps Lock as the VO key; if yours does not, you can turn it on in VoiceOver Utility. On a Mac laptop you may also need to hold the Fn key to use F keys such as F5 and F8.',
    steps: [
      'Press Command+F5 to turn VoiceOver on. On a Mac with Touch ID, you can instead hold Command and quickly press Touch ID three times.',
      'If a welcome message plays, listen to it. You can open the VoiceOver Quick Start tutorial at any time with VO+Command+F8.',
      'Press VO+Right Arrow to move to the next item and VO+Left Arrow to move back. VoiceOver reads each item as you reach it.',
      'Press Control whenever you want VoiceOver to stop talking.',
      'Press Command+F5 again to turn VoiceOver off.',
    ],
  },
  commands: {
    caption: 'Essential VoiceOver commands (VO = Control+Option, or Caps Lock)',
    rows: [
      { command: 'Command+F5', action: 'Turn VoiceOver on or off.' },
      { command: 'Control', action: 'Stop VoiceOver speaking.' },
      { command: 'VO+A', action: 'Read all, from the VoiceOver cursor onwards.' },
      { command: 'VO+Right Arrow / VO+Left Arrow', action: 'Move to the next or previous item.' },
      { command: 'VO+Space', action: 'Activate the item: press a button, follow a link or tick a check box.' },
      { command: 'VO+Shift+Down Arrow', action: 'Start interacting with a group, such as a web page, list, table or toolbar, to move inside it.' },
      { command: 'VO+Shift+Up Arrow', action: 'Stop interacting and move back out of the group.' },
      { command: 'VO+U', action: 'Open the rotor: lists of headings, links, form controls, landmarks and more.' },
      { command: 'VO+Command+H / VO+Command+Shift+H', action: 'Move to the next or previous heading.' },
      { command: 'VO+Command+L', action: 'Move to the next link.' },
      { command: 'VO+Command+J', action: 'Move to the next form control.' },
      { command: 'VO+M', action: 'Move to the menu bar.' },
      { command: 'VO+D', action: 'Move to the Dock.' },
      { command: 'VO+H', action: 'Open the VoiceOver Help menu. Press H again for the commands menu.' },
      { command: 'VO+K', action: 'Start keyboard help: press keys to hear what they do. Press Esc to stop.' },
      { command: 'VO+F8', action: 'Open VoiceOver Utility, where you change VoiceOver’s settings.' },
    ],
  },
  guide: [
    {
      title: 'Find your way around the Mac',
      steps: [
        'Press VO+D to move to the Dock. You hear the name of the first app.',
        'Press Right Arrow or Left Arrow to move along the Dock, and VO+Space to open an app.',
        'Press VO+M to move to the menu bar. You hear the Apple menu.',
        'Press Right Arrow to move across the menus, Down Arrow to open one, and Return to choose a command. Press Esc to close a menu.',
        'Press Command+Space to open Spotlight. Type the name of an app, such as Safari, and press Return to open it.',
        'Press Command+Tab to switch between open apps. Hold Command and press Tab until you hear the app you want, then let go.',
      ],
    },
    {
      title: 'Read a web page in Safari',
      intro: 'VoiceOver works best with Safari, Apple’s web browser.',
      steps: [
        'Open Safari and press Command+L to move to the address bar.',
        'Type the address of a page, such as a news article, and press Return.',
        'When the page has loaded, press VO+Command+H. VoiceOver reads the next heading.',
        'Press VO+Right Arrow to read the text under the heading, one item at a time.',
        'Press VO+Command+Shift+H to go back to the previous heading.',
        'Press VO+A to read from where you are. Press Control to stop.',
        'If VO+Right Arrow only says “HTML content” or “web content”, press VO+Shift+Down Arrow to start interacting with the page.',
      ],
    },
    {
      title: 'Use the rotor',
      intro: 'The rotor gathers the headings, links, form controls and landmarks on a page into lists you can move through.',
      steps: [
        'On a web page, press VO+U. The rotor opens and VoiceOver names the list you are in.',
        'Press Right Arrow or Left Arrow to change list, for example to Headings or Links.',
        'Press Down Arrow or Up Arrow to hear the items in the list.',
        'Type a few letters to narrow the list down to items that contain them.',
        'Press Return to go to the item you want.',
        'Press Esc to close the rotor without moving.',
      ],
    },
    {
      title: 'Fill in a form on a web page',
      steps: [
        'Press VO+Command+J to move to the next form control, or press Tab. VoiceOver reads the label and type, such as “edit text”.',
        'Type your answer.',
        'Press Tab to move to the next field, and Shift+Tab to go back.',
        'On a check box, press VO+Space to tick or untick it.',
        'On a pop-up menu, press VO+Space to open it, the arrow keys to choose, and VO+Space again to select.',
        'Move to the Submit or Send button and press VO+Space.',
      ],
    },
    {
      title: 'Read an email in Mail',
      steps: [
        'Open Mail. The focus is usually in the list of messages, and VoiceOver reads the selected message.',
        'Press Up Arrow and Down Arrow to move through your messages. VoiceOver reads the sender, subject and date.',
        'Press Command+O to open the selected message in its own window.',
        'Press VO+A to have VoiceOver read the message. Press Control to stop.',
        'Press Command+R to reply, or Command+W to close the message window.',
      ],
    },
  ],
  quickTips: [
    'Press VO+; (semicolon) to lock the VO keys. While they are locked, you can type VO commands without holding Control and Option. Press VO+; again to unlock.',
    'If you use Caps Lock as the VO key and need capital letters, press Caps Lock twice quickly.',
    'Press VO+H, then H again, to open VoiceOver’s commands menu when you cannot remember a keystroke.',
    'VoiceOver is on iPhone and iPad too, where you use gestures instead of keys: swipe right or left to move, and double-tap to activate. Turn it on in Settings, then Accessibility, then VoiceOver.',
    'Set the Accessibility Shortcut on your iPhone so that pressing the side button (or Home button) three times turns VoiceOver on or off.',
  ],
  proTip:
    'Make the rotor your first move on any new web page. Press VO+U, arrow left or right to the Headings list and listen to the headings: in a few seconds you know how the page is laid out and can press Return to jump to the part you need.',
};

export default voiceOverTutorial;
