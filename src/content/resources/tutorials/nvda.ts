import type { Tutorial } from '../../schemas';
import { tutorialCard } from './catalogue';

/**
 * NVDA tutorial (/resources/screen-reader-tutorials/nvda), SPEC §2 "Screen reader tutorials":
 * NVDA, the free Windows screen reader from NV Access, desktop keyboard layout (NVDA User Guide).
 */
export const nvdaTutorial: Tutorial = {
  ...tutorialCard('nvda'),
  learn: [
    'How to install NVDA, start it and quit it, and choose your NVDA key.',
    'How to stop speech, read the current line and have NVDA read a whole page or document.',
    'The difference between browse mode and focus mode, and how to switch between them.',
    'How to jump around a web page by headings, links, landmarks and form fields, and how to use the Elements List.',
    'How to use input help, the NVDA menu and speech modes.',
  ],
  quickStart: {
    intro:
      'NVDA is free. Most of its commands use the NVDA key. By default this is Insert: either the Insert key near Delete and Home, or Insert on the number pad with Num Lock off. You can also set Caps Lock as an NVDA key, which many laptop users prefer. In the commands below, NVDA means the NVDA key, and the desktop keyboard layout is used.',
    steps: [
      'Download NVDA from the [NV Access download page](https://www.nvaccess.org/download) and run the file. A temporary copy of NVDA starts and talks you through the rest.',
      'Choose “Install NVDA on this computer”. Leave the desktop shortcut option ticked, so that you can start NVDA at any time with Ctrl+Alt+N.',
      'In the “Welcome to NVDA” dialog, choose the Desktop or Laptop keyboard layout, and tick “Use Caps Lock as an NVDA modifier key” if you would like to use Caps Lock.',
      'Press NVDA+T. NVDA reads the title of the window you are in. Press Ctrl whenever you want it to stop talking.',
      'Press NVDA+1 to turn on input help. Press any key and NVDA tells you what it does, without doing it. Press NVDA+1 again to turn input help off.',
    ],
  },
  commands: {
    caption: 'Essential NVDA commands (desktop layout)',
    rows: [
      { command: 'Ctrl+Alt+N', action: 'Start NVDA, using the desktop shortcut created when you installed it. If NVDA is running, this restarts it.' },
      { command: 'NVDA+Q', action: 'Quit NVDA. Press Enter to confirm.' },
      { command: 'Ctrl', action: 'Stop speech.' },
      { command: 'NVDA+Down Arrow', action: 'Say all: read from where you are to the end (NVDA+A on the laptop layout).' },
      { command: 'NVDA+Up Arrow', action: 'Read the current line (NVDA+L on the laptop layout). Press twice to spell it.' },
      { command: 'NVDA+T', action: 'Read the title of the current window.' },
      { command: 'NVDA+N', action: 'Open the NVDA menu, with Preferences, Tools and Help.' },
      { command: 'NVDA+Space', action: 'Switch between browse mode and focus mode.' },
      { command: 'NVDA+F7', action: 'Open the Elements List: links, headings, form fields, buttons and landmarks on the page.' },
      { command: 'H / Shift+H', action: 'In browse mode, move to the next or previous heading. Press 1 to 6 for a heading at that level.' },
      { command: 'K / Shift+K', action: 'In browse mode, move to the next or previous link.' },
      { command: 'D / Shift+D', action: 'In browse mode, move to the next or previous landmark, such as the main content or navigation.' },
      { command: 'F / Shift+F', action: 'In browse mode, move to the next or previous form field.' },
      { command: 'T / L', action: 'In browse mode, move to the next table (T) or list (L). Add Shift to go back.' },
      { command: 'NVDA+S', action: 'Change the speech mode: talk, on-demand, off or beeps.' },
      { command: 'NVDA+1', action: 'Turn input help on or off.' },
    ],
  },
  guide: [
    {
      title: 'Read a web page by headings',
      intro: 'On web pages NVDA uses browse mode, so you can read with the arrow keys and jump with single letters.',
      steps: [
        'Open your web browser and go to a page with several headings, such as a news article.',
        'Press H. NVDA reads the next heading and its level, for example “heading level 2”.',
        'Press Down Arrow to read the text under the heading, one line at a time.',
        'Press Shift+H to go back to the previous heading.',
        'Press 2 to jump to the next level 2 heading, or 3 for the next level 3 heading.',
        'Press D to move between landmarks, such as the navigation and the main content.',
        'Press NVDA+Down Arrow to read everything from where you are. Press Ctrl to stop.',
      ],
    },
    {
      title: 'Fill in a form',
      intro:
        'To type into a form, NVDA needs to be in focus mode. It switches for you when you Tab into a field that needs it.',
      steps: [
        'Press F to move to the first form field. NVDA reads its label and type, such as “edit” or “combo box”.',
        'Press Enter to start typing in the field. NVDA switches to focus mode, and by default you hear a short sound as it does.',
        'Type your answer.',
        'Press Tab to move to the next field, and Shift+Tab to go back.',
        'On a check box, press Space to tick or untick it. On radio buttons, use the arrow keys to choose.',
        'Press Esc to go back to browse mode if you want to read the rest of the page with the arrow keys.',
        'Tab to the Submit or Send button and press Enter.',
      ],
    },
    {
      title: 'Use the Elements List',
      intro: 'The Elements List shows every link, heading, form field, button or landmark on a page, so you can jump straight to one.',
      steps: [
        'On a web page, press NVDA+F7. The Elements List opens.',
        'Press Shift+Tab until you hear the type of element, such as “Links, radio button, checked”.',
        'Press Down Arrow to choose another type, for example Headings.',
        'Press Tab to move to the list of elements, and use the arrow keys to hear each one.',
        'Press Enter to go to the element you want. The list closes. On a link, Enter follows the link.',
        'Press Esc to close the list without moving.',
      ],
    },
    {
      title: 'Read a document in Word',
      steps: [
        'Open a Word document. NVDA reads the window title and the line where the cursor is.',
        'Press Ctrl+Home to go to the start of the document.',
        'Press NVDA+Down Arrow to read the document from there. Press Ctrl to stop.',
        'Press Down Arrow to read one line at a time, or Ctrl+Down Arrow to move by paragraph.',
        'Press NVDA+F to hear the formatting where the cursor is, such as the font and style.',
      ],
    },
    {
      title: 'Change how NVDA speaks',
      steps: [
        'Press NVDA+Ctrl+Right Arrow to move through speech settings such as rate, volume and voice. NVDA says each one.',
        'Press NVDA+Ctrl+Up Arrow or NVDA+Ctrl+Down Arrow to change the setting you are on.',
        'Press NVDA+N, then P for Preferences, then Enter on Settings to open all of NVDA’s settings.',
        'Press Ctrl+Tab or the arrow keys to move between categories, such as Speech and Keyboard.',
        'Press Enter on the OK button to save your changes, or Esc to cancel.',
      ],
    },
  ],
  quickTips: [
    'If NVDA goes silent, you may have changed the speech mode by accident. Press NVDA+S until you hear “talk”.',
    'Press Shift to pause speech and Shift again to carry on from where it stopped.',
    'If you use Caps Lock as the NVDA key, press Caps Lock twice quickly to switch capital letters on or off.',
    'Some websites, such as email services, have their own single-letter shortcuts. Press NVDA+Shift+Space to turn NVDA’s single-letter navigation off and on again.',
    'NVDA’s full User Guide is in the NVDA menu: press NVDA+N, then H for Help.',
  ],
  proTip:
    'If a web page is not behaving, you are probably in the wrong mode. In browse mode, letters move you around the page; in focus mode, they type into the page. Press NVDA+Space to switch, and listen for NVDA to say “browse mode” or “focus mode”.',
};

export default nvdaTutorial;
