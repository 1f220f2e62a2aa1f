import type { Tutorial } from '../../schemas';
import { tutorialCard } from './catalogue';

/**
 * JAWS tutorial (/resources/screen-reader-tutorials/jaws), SPEC §2 "Screen reader tutorials":
 * JAWS for Windows from Freedom Scientific, desktop keyboard layout.
 */
export const jawsTutorial: Tutorial = {
  ...tutorialCard('jaws'),
  learn: [
    'What the JAWS key is, and how it differs between the desktop and laptop keyboard layouts.',
    'How to stop speech, read the current line and have JAWS read a whole page or document.',
    'How to jump between headings and use the headings, links and form fields lists.',
    'How the virtual PC cursor and forms mode work, so you can both read a page and fill in a form.',
    'Where to find help in JAWS when you forget a keystroke.',
  ],
  quickStart: {
    intro:
      'Most JAWS commands use the JAWS key. With the desktop keyboard layout, the JAWS key is Insert: either the Insert key near Delete and Home, or the Insert key on the number pad. With the laptop layout, the JAWS key is Caps Lock. This tutorial uses the desktop layout. On the laptop layout many commands use Caps Lock in place of Insert, but some move to other keys: Say All, for example, is Caps Lock+A.',
    steps: [
      'Start JAWS from its shortcut on the desktop, or press the Windows key, type JAWS and press Enter. JAWS starts speaking when it has loaded.',
      'Press Insert+T. JAWS reads the title of the window you are in.',
      'Press Ctrl. JAWS stops talking straight away. Use it whenever you have heard enough.',
      'Press Insert+1 to turn on keyboard help. Now press any key: JAWS tells you what it does, without doing it. Press Insert+1 again to turn keyboard help off.',
      'Open a document or web page and press Insert+Down Arrow. JAWS reads from where you are to the end. Press Ctrl to stop.',
    ],
  },
  commands: {
    caption: 'Essential JAWS commands (desktop layout)',
    rows: [
      { command: 'Insert+Down Arrow', action: 'Say All: read continuously from where you are.' },
      { command: 'Ctrl', action: 'Stop speech.' },
      { command: 'Insert+Up Arrow', action: 'Say the current line.' },
      { command: 'Insert+T', action: 'Say the title of the current window.' },
      { command: 'Tab / Shift+Tab', action: 'Move to the next or previous link, button or form field.' },
      { command: 'H / Shift+H', action: 'On a web page, move to the next or previous heading.' },
      { command: 'Insert+F6', action: 'List the headings on the page.' },
      { command: 'Insert+F7', action: 'List the links on the page.' },
      { command: 'Insert+F5', action: 'List the form fields on the page.' },
      { command: 'Enter / Num Pad Plus', action: 'In a form field, turn forms mode on so you can type; Num Pad Plus turns it off again.' },
      { command: 'Insert+Z', action: 'Turn the virtual PC cursor off or on.' },
      { command: 'Insert+1', action: 'Turn keyboard help on or off.' },
      { command: 'Insert+F1', action: 'Help for the window or control you are in.' },
      { command: 'Insert+H', action: 'Hot key help: the JAWS keystrokes for the app you are in.' },
      { command: 'Insert+J', action: 'Open the JAWS window, with its Options, Utilities and Help menus.' },
      { command: 'Insert+F4', action: 'Quit JAWS. If JAWS asks you to confirm, press Enter.' },
    ],
  },
  guide: [
    {
      title: 'Read a web page by headings',
      intro:
        'On a web page JAWS uses the virtual PC cursor, so you can read with the arrow keys and jump with single letters.',
      steps: [
        'Open your web browser and go to a page with several headings, such as a news article.',
        'Listen as the page loads. JAWS usually tells you how many headings and links the page has.',
        'Press H. JAWS reads the next heading and its level, for example “heading level 2”.',
        'Press Down Arrow to read the text under the heading, one line at a time.',
        'Press Shift+H to go back to the previous heading.',
        'Press a number from 1 to 6 to jump to the next heading at that level. For example, press 2 for the next level 2 heading.',
        'Press Insert+F6 to open the headings list. Press Down Arrow to hear each heading, then Enter to go to it.',
      ],
    },
    {
      title: 'Fill in a form',
      intro: 'To type into a form, JAWS needs to be in forms mode. It normally switches for you.',
      steps: [
        'Press F to move to the first form field, or press Insert+F5 to choose one from a list.',
        'Listen: JAWS reads the field’s label and its type, such as “edit” or “combo box”.',
        'Start typing. JAWS usually turns forms mode on by itself as you reach an edit box; if it does not, press Enter first. You may hear a short sound when forms mode starts.',
        'Press Tab to move to the next field, and Shift+Tab to go back.',
        'On a check box, press Space to tick or untick it. On a group of radio buttons, use the arrow keys to choose.',
        'On a combo box, press Alt+Down Arrow to open it, the arrow keys to choose, and Enter to confirm.',
        'Press Num Pad Plus to leave forms mode if you want to read the rest of the page again with the arrow keys.',
        'Tab to the Submit or Send button and press Enter.',
      ],
    },
    {
      title: 'Read an email in Outlook',
      steps: [
        'Open Outlook and go to your Inbox. JAWS reads the message that is selected in the message list.',
        'Press Down Arrow and Up Arrow to move through the message list. JAWS reads the sender, subject and whether each message is unread.',
        'Press Enter to open the message you want.',
        'Press Insert+Down Arrow to have JAWS read the message. Press Ctrl to stop.',
        'Press Ctrl+R to reply, or Esc to close the message and return to the list.',
      ],
    },
    {
      title: 'Find your way around Windows',
      steps: [
        'Press Insert+T to hear which window you are in.',
        'Press Insert+Tab to hear the control that has the focus again.',
        'Press Insert+B to have JAWS read the whole of the current dialog box from top to bottom.',
        'Press Insert+F10 to open a list of the windows that are open. Use the arrow keys, then press Enter to switch to one.',
        'Press Insert+W to hear a list of Windows keyboard shortcuts for the app you are in.',
      ],
    },
    {
      title: 'Get help when you are stuck',
      steps: [
        'Press Insert+1 and then the keys you are unsure about. JAWS tells you what they do. Press Insert+1 again to finish.',
        'Press Insert+H for the JAWS keystrokes that work in the app you are in.',
        'Press Insert+F1 for a description of the window or control you are in.',
        'Press Insert+Space, then H, to open the speech history and review what JAWS has just said. Press Esc to close it.',
        'Press Insert+J, then Alt, to reach the JAWS menus, including Help.',
      ],
    },
  ],
  quickTips: [
    'Press Ctrl to stop JAWS talking at any time. It does not change anything on screen.',
    'If the arrow keys stop reading a web page line by line, you may be in forms mode: press Num Pad Plus. If that does not help, press Insert+Z to turn the virtual PC cursor back on.',
    'On the laptop layout, press Caps Lock twice quickly to switch capital letters on or off. Insert+3 (Caps Lock+3 on the laptop layout) passes the next key you press straight to the app.',
    'JAWS runs in a 40-minute demonstration mode until it is licensed. Restart Windows to start another 40 minutes.',
    'Freedom Scientific publishes free JAWS training, including lists of keystrokes. You will find a link in the resources below.',
  ],
  proTip:
    'Treat the lists as a map of the page. Insert+F6 lists the headings and Insert+F7 lists the links. In either list, type the first letter of what you are looking for to jump to it, then press Enter. On a long page this takes you to the right place in seconds.',
};

export default jawsTutorial;
