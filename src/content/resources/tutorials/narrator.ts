import type { Tutorial } from '../../schemas';
import { tutorialCard } from './catalogue';

/**
 * Narrator tutorial (/resources/screen-reader-tutorials/narrator), SPEC §2 "Screen reader tutorials":
 * Windows 11 Narrator, Standard keyboard layout, ending with SPEC's six keyboard navigation topics and
 * a Pro tip about Windows+T and Windows+B.
 */
export const narratorTutorial: Tutorial = {
  ...tutorialCard('narrator'),
  learn: [
    'How to turn Narrator on and off, and which keys are the Narrator key.',
    'How to stop speech, read the window title and have Narrator read from where you are.',
    'How to use scan mode to read web pages and apps with the arrow keys and jump by heading.',
    'How to use the headings and links lists, and where to find Narrator’s own help.',
    'Windows keyboard commands for File Explorer, the taskbar, switching apps, managing windows and menus.',
  ],
  quickStart: {
    intro:
      'Narrator is part of Windows 11, so there is nothing to install. Most Narrator commands use the Narrator key, which is Caps Lock or Insert: you can use either. On this page, Narrator in a keystroke means the Narrator key, so Narrator+T means hold Caps Lock or Insert and press T. These are the commands of Narrator’s Standard keyboard layout, which Windows uses unless you change it.',
    steps: [
      'Press Ctrl+Windows+Enter. Narrator starts talking. The first time, the Narrator Home window may open, with a link to a Quick Start guide.',
      'Press Narrator+T. Narrator reads the title of the window you are in.',
      'Press Ctrl whenever you want Narrator to stop talking.',
      'Press Narrator+1 to turn on input learning. Press any key and Narrator tells you its name and what it does. Press Narrator+1 again to turn input learning off.',
      'Press Ctrl+Windows+Enter again to turn Narrator off.',
    ],
  },
  commands: {
    caption: 'Essential Narrator commands (Standard keyboard layout)',
    rows: [
      { command: 'Ctrl+Windows+Enter', action: 'Turn Narrator on or off.' },
      { command: 'Caps Lock or Insert', action: 'The Narrator key, held down with other keys in Narrator commands.' },
      { command: 'Ctrl', action: 'Stop reading.' },
      { command: 'Narrator+Space', action: 'Turn scan mode on or off. Narrator tells you which.' },
      { command: 'Narrator+R', action: 'Read from where the focus or cursor is.' },
      { command: 'Narrator+T', action: 'Read the title of the current window.' },
      { command: 'Narrator+W', action: 'Read the whole of the current window.' },
      { command: 'Narrator+Tab', action: 'Read the current item.' },
      { command: 'Up Arrow / Down Arrow', action: 'In scan mode, move to the previous or next paragraph or item.' },
      { command: 'H / Shift+H', action: 'In scan mode, move to the next or previous heading.' },
      { command: 'Enter or Space', action: 'In scan mode, activate the item: follow a link or press a button.' },
      { command: 'Narrator+F6', action: 'Show a list of the headings.' },
      { command: 'Narrator+F7', action: 'Show a list of the links.' },
      { command: 'Narrator+1', action: 'Turn input learning on or off.' },
      { command: 'Narrator+F1', action: 'Show the full list of Narrator commands.' },
      { command: 'Ctrl+Windows+N', action: 'Open Narrator settings.' },
    ],
  },
  guide: [
    {
      title: 'Read a web page with scan mode',
      intro: 'Narrator works well with Microsoft Edge, the web browser built into Windows 11.',
      steps: [
        'Press the Windows key, type Edge and press Enter to open Microsoft Edge.',
        'Press Ctrl+L to move to the address bar, type the address of a page and press Enter.',
        'Press Down Arrow. If Narrator reads the next part of the page, scan mode is on. If not, press Narrator+Space and listen for Narrator to say that scan mode is on.',
        'Press H to move to the next heading. Narrator reads the heading and its level.',
        'Press Down Arrow to read the text under the heading.',
        'Press Narrator+F6 for a list of all the headings. Use the arrow keys to choose one and press Enter to go to it.',
        'To follow a link, move to it and press Enter.',
      ],
    },
    {
      title: 'Fill in a form',
      steps: [
        'Press Tab to move to the first field. Narrator reads its label and type, such as “edit”.',
        'Type your answer.',
        'If the letters you type move you around the page instead of appearing in the field, press Narrator+Space to turn scan mode off, then type.',
        'Press Tab to move to the next field, and Shift+Tab to go back.',
        'On a check box, press Space to tick or untick it. On radio buttons, use the arrow keys to choose.',
        'Tab to the Submit or Send button and press Enter. Press Narrator+Space again to turn scan mode back on if you switched it off.',
      ],
    },
    {
      title: 'Find your way around Windows',
      steps: [
        'Press Narrator+T to hear which window you are in.',
        'Press Narrator+W to hear everything in the window, such as the text and buttons of a dialog box.',
        'Press Alt+Tab to switch to another open window. Hold Alt and press Tab until you hear the one you want.',
        'Press Windows+T to move to the taskbar, and the arrow keys to move between apps.',
        'Press Windows+B to move to the system tray.',
      ],
    },
    {
      title: 'Change Narrator’s voice and settings',
      steps: [
        'Press Ctrl+Windows+N. Narrator settings open.',
        'Press Tab to move through the settings. Narrator reads each one.',
        'To change Narrator’s speed, Tab to the voice speed slider and press Left Arrow or Right Arrow.',
        'To choose another voice, Tab to the voice list, press Alt+Down Arrow to open it, and use the arrow keys to choose.',
        'Press Alt+F4 to close Settings. Your changes are kept.',
      ],
    },
    {
      title: 'Get help from Narrator',
      steps: [
        'Press Narrator+1 and then the keys you are unsure about. Narrator tells you what they do. Press Narrator+1 again to finish.',
        'Press Narrator+F1 to open the full list of Narrator commands. Use the arrow keys to read it, and Alt+F4 to close it.',
        'Press Narrator+F2 to hear the commands you can use on the item you are on.',
      ],
    },
  ],
  keyboardTopics: [
    {
      caption: 'File Explorer',
      rows: [
        { command: 'Enter', action: 'Open the selected file or folder.' },
        {
          command: 'Backspace or Alt+Up Arrow',
          action: 'Go up a level. Alt+Up Arrow always opens the folder above; Backspace goes back to the folder you were in before.',
        },
        { command: 'F2', action: 'Rename the selected file or folder. Type the new name and press Enter.' },
        { command: 'Ctrl+C / Ctrl+X / Ctrl+V', action: 'Copy, cut and paste the selected files or folders.' },
        { command: 'Delete', action: 'Move the selected file or folder to the Recycle Bin.' },
      ],
    },
    {
      caption: 'Taskbar',
      rows: [
        { command: 'Windows+T', action: 'Move the focus to the taskbar.' },
        { command: 'Arrow keys', action: 'Move between the apps on the taskbar.' },
        { command: 'Enter', action: 'Open or switch to the selected app.' },
        { command: 'Shift+F10 or Applications key', action: 'Open the context menu for the selected app.' },
        { command: 'Windows+B', action: 'Move to the system tray (notification area).' },
      ],
    },
    {
      caption: 'Application switching',
      rows: [
        { command: 'Alt+Tab', action: 'Switch to the next open window. Hold Alt and press Tab until you hear the one you want.' },
        { command: 'Alt+Shift+Tab', action: 'Switch through the open windows in the other direction.' },
        { command: 'Ctrl+Tab', action: 'Move to the next tab, for example in a web browser or a dialog box.' },
        { command: 'Windows+1 to Windows+9', action: 'Open or switch to the app in that position on the taskbar.' },
      ],
    },
    {
      caption: 'Window management',
      rows: [
        { command: 'Alt+Space', action: 'Open the window menu: Restore, Move, Size, Minimise, Maximise and Close.' },
        { command: 'Windows+Up Arrow', action: 'Maximise the window.' },
        { command: 'Windows+Down Arrow', action: 'Restore a maximised window; press again to minimise it.' },
        { command: 'Windows+Left Arrow', action: 'Snap the window to the left half of the screen.' },
        { command: 'Windows+Right Arrow', action: 'Snap the window to the right half of the screen.' },
        { command: 'Alt+F4', action: 'Close the window.' },
        { command: 'Windows+M', action: 'Minimise all windows.' },
        { command: 'Windows+D', action: 'Show the desktop; press again to bring your windows back.' },
      ],
    },
    {
      caption: 'System navigation',
      rows: [
        { command: 'Ctrl+Shift+Esc', action: 'Open Task Manager.' },
        { command: 'Windows+I', action: 'Open Settings.' },
        { command: 'Windows+X', action: 'Open the Quick Link menu, the menu you get by right-clicking Start.' },
        { command: 'Windows+R', action: 'Open the Run dialog box.' },
        { command: 'Windows+L', action: 'Lock your computer.' },
      ],
    },
    {
      caption: 'Context menus and properties',
      rows: [
        { command: 'Shift+F10 or Applications key', action: 'Open the context menu for the selected item.' },
        { command: 'Alt+Enter', action: 'Open the Properties of the selected file or folder.' },
        { command: 'Esc', action: 'Close a menu or dialog box without making a change.' },
      ],
    },
  ],
  quickTips: [
    'If the arrow keys move you around but do not read what you expect, press Narrator+Space to turn scan mode on or off.',
    'Press Narrator+F1 at any time for the full list of Narrator commands.',
    'If Narrator talks too fast or too slowly, press Ctrl+Windows+N and change the voice speed.',
    'Narrator reads whatever has the focus, so ordinary Windows keys such as Tab, the arrow keys and Enter are most of what you need.',
  ],
  proTip:
    'You cannot Tab from an app to the taskbar, so learn Windows+T and Windows+B. Windows+T takes you straight to the apps on the taskbar; Windows+B takes you to the system tray, where background apps such as OneDrive and your antivirus have their icons. Use the arrow keys to move, Enter to open, and Shift+F10 for an icon’s menu.',
};

export default narratorTutorial;
