import type { Tutorial } from '../../schemas';
import { tutorialCard } from './catalogue';

/**
 * Desktop navigation tutorial (/resources/screen-reader-tutorials/desktop-navigation), SPEC §2
 * "Screen reader tutorials": moving around the Windows 11 desktop with the keyboard and any screen reader.
 */
export const desktopNavigationTutorial: Tutorial = {
  ...tutorialCard('desktop-navigation'),
  learn: [
    'How the Windows key and Start search take you to any app, file or setting in a few keystrokes.',
    'How Tab, Shift+Tab, the arrow keys, Enter, Space and Esc move you through windows, dialogs, lists and menus.',
    'How to switch between open apps with Alt+Tab, and go straight to the desktop, File Explorer or Settings.',
    'How to reach menus, ribbons, context menus, the taskbar and the system tray.',
    'How to maximise, minimise, snap and close windows from the keyboard.',
  ],
  quickStart: {
    intro:
      'These steps work with any Windows screen reader: JAWS, NVDA or Narrator. Start your screen reader before you begin. If you do not have one yet, press Ctrl+Windows+Enter to turn on Narrator, which is built into Windows 11. Press the same keys again to turn it off.',
    steps: [
      'Press the Windows key on its own. The Start menu opens and your screen reader announces the search box.',
      'Type the word notepad. You do not need to press anything first: what you type goes straight into the search box.',
      'Press Enter to open the best match. You hear the name of the Notepad window, usually “Untitled – Notepad”.',
      'Type a few words, then press Alt+F4 to close Notepad. If it asks whether to save, press Tab to move through the buttons and press Enter on “Don’t save”.',
      'Press Windows+D to go to the desktop, then press an arrow key. Your screen reader reads the name of a desktop icon.',
    ],
  },
  commands: {
    caption: 'Essential Windows 11 keyboard commands',
    rows: [
      { command: 'Windows', action: 'Open or close the Start menu. The focus starts in the search box, so you can type straight away.' },
      { command: 'Tab / Shift+Tab', action: 'Move to the next or previous control, such as a button, box, link or list.' },
      { command: 'Arrow keys', action: 'Move within a list, menu, set of options or block of text.' },
      { command: 'Enter', action: 'Open the selected item, or press the default button in a dialog.' },
      { command: 'Space', action: 'Press the selected button, or tick and untick a check box.' },
      { command: 'Esc', action: 'Close a menu or dialog, or cancel what you are doing.' },
      { command: 'Alt+Tab', action: 'Switch between open windows. Hold Alt, press Tab until you hear the window you want, then let go.' },
      { command: 'Windows+D', action: 'Show the desktop. Press it again to bring your windows back.' },
      { command: 'Windows+E', action: 'Open File Explorer.' },
      { command: 'Windows+I', action: 'Open Settings.' },
      { command: 'F6', action: 'Move between the main areas (panes) of a window, such as the address bar and the page in a web browser.' },
      { command: 'Alt', action: 'Move to the menu bar or ribbon of the app you are in. Press Alt or Esc to go back.' },
      { command: 'Shift+F10 or Applications key', action: 'Open the context menu for the selected item: the same menu a right-click shows.' },
      { command: 'Windows+T', action: 'Move to the apps on the taskbar.' },
      { command: 'Windows+B', action: 'Move to the system tray (notification area) at the end of the taskbar.' },
      { command: 'Alt+F4', action: 'Close the window you are in. On the desktop, it opens the Shut Down Windows dialog.' },
    ],
  },
  guide: [
    {
      title: 'Open an app with Start search',
      intro: 'Searching is usually quicker than finding an app in a list. It works for apps, settings and files.',
      steps: [
        'Press the Windows key. You hear the search box announced.',
        'Type the first few letters of the app’s name, for example calc for Calculator.',
        'Listen: most screen readers read out the best match as the results update.',
        'Press Down Arrow if you want to hear the other results.',
        'Press Enter to open the app you want.',
        'When you have finished, press Alt+F4 to close it.',
      ],
    },
    {
      title: 'Find your way around Settings',
      intro: 'Settings is a good place to practise, because it has a list on the left and controls on the right.',
      steps: [
        'Press Windows+I. Settings opens and your screen reader says “Settings”.',
        'Press Tab or Shift+Tab until you hear the name of a category, such as “System”. You are now in the list of categories.',
        'Press Down Arrow to move through the categories. You hear names such as “Bluetooth & devices” and “Accessibility”.',
        'Press Enter on “Accessibility” to open that page.',
        'Press Tab to move into the page, and keep pressing Tab to hear each option.',
        'Press Shift+Tab to go back the way you came.',
        'Press Alt+F4 to close Settings.',
      ],
    },
    {
      title: 'Work with files in File Explorer',
      steps: [
        'Press Windows+E. File Explorer opens, and you hear the name of the window.',
        'Press F6 or Tab to move between the parts of the window: the navigation pane, the list of files and the address bar. Your screen reader names each one.',
        'In the list of files, use Up Arrow and Down Arrow to move. You hear each file or folder name.',
        'Press Enter to open a folder or file.',
        'Press Alt+Up Arrow to go back up to the folder above.',
        'Press Shift+F10 or the Applications key to open the context menu for a file. Use the arrow keys to hear the options.',
        'Press Esc to close the menu without choosing anything.',
      ],
    },
    {
      title: 'Switch between and arrange windows',
      steps: [
        'Open two apps, for example Notepad and File Explorer.',
        'Hold Alt and press Tab once. You hear the name of the other window. Let go of both keys to switch to it.',
        'Press Windows+Up Arrow to maximise the window so it fills the screen.',
        'Press Windows+Down Arrow to restore it to its smaller size. Press it again to minimise the window to the taskbar.',
        'Press Windows+Left Arrow or Windows+Right Arrow to snap a window to the left or right half of the screen.',
        'Press Windows+D to show the desktop, and press it again to bring your windows back.',
      ],
    },
    {
      title: 'Use the taskbar and the system tray',
      intro: 'You cannot Tab to the taskbar from an app, so Windows has two shortcuts for it.',
      steps: [
        'Press Windows+T. You hear the name of the first app on the taskbar.',
        'Press Right Arrow or Left Arrow to move between apps. Your screen reader tells you which ones are open.',
        'Press Enter to open or switch to the app you are on.',
        'Press Windows+B to move to the system tray. You often hear “Show hidden icons” first.',
        'Press Enter to show the hidden icons, then use the arrow keys to hear each one.',
        'Press Shift+F10 or the Applications key on an icon to open its menu, or Esc to leave.',
      ],
    },
    {
      title: 'Use menus and ribbons',
      intro: 'Older apps such as Notepad have a menu bar. Microsoft 365 apps such as Word and Outlook have a ribbon. Alt reaches both.',
      steps: [
        'Open Notepad, then press Alt. Your screen reader announces the menu bar or the “File” menu.',
        'Press Right Arrow to move to “Edit” and “View”, and Down Arrow to open a menu.',
        'Press Enter to choose a command, or Esc to close the menu.',
        'In Word, press Alt. Your screen reader announces the ribbon, usually on the Home tab.',
        'Press Left Arrow or Right Arrow to move between tabs, and Tab to move into the commands on a tab.',
        'Press Esc to return to your document.',
      ],
    },
  ],
  keyboardTopics: [
    {
      caption: 'Moving around the desktop',
      rows: [
        { command: 'Windows, then type', action: 'Search for an app, setting or file. Press Enter to open the best match.' },
        { command: 'Windows+D', action: 'Show or hide the desktop.' },
        { command: 'Windows+T', action: 'Move to the taskbar. Use the arrow keys to move between apps and Enter to open one.' },
        { command: 'Windows+B', action: 'Move to the system tray (notification area).' },
        { command: 'Windows+1 to Windows+9', action: 'Open or switch to the app in that position on the taskbar.' },
        { command: 'Windows+E', action: 'Open File Explorer.' },
        { command: 'Windows+I', action: 'Open Settings.' },
        { command: 'Windows+X', action: 'Open the Quick Link menu, the menu you get by right-clicking Start.' },
      ],
    },
    {
      caption: 'Working with windows',
      rows: [
        { command: 'Alt+Tab', action: 'Switch to the next open window.' },
        { command: 'Alt+Shift+Tab', action: 'Switch through the open windows in the other direction.' },
        { command: 'Windows+Up Arrow', action: 'Maximise the window.' },
        { command: 'Windows+Down Arrow', action: 'Restore a maximised window; press again to minimise it.' },
        { command: 'Windows+Left Arrow', action: 'Snap the window to the left half of the screen.' },
        { command: 'Windows+Right Arrow', action: 'Snap the window to the right half of the screen.' },
        { command: 'Alt+Space', action: 'Open the window menu: Restore, Move, Size, Minimise, Maximise and Close.' },
        { command: 'Alt+F4', action: 'Close the window.' },
      ],
    },
    {
      caption: 'Menus, ribbons and dialogs',
      rows: [
        { command: 'Alt', action: 'Move to the menu bar or ribbon. Press it again to leave.' },
        { command: 'F6', action: 'Move to the next pane of the window.' },
        { command: 'Shift+F10 or Applications key', action: 'Open the context menu for the selected item.' },
        { command: 'Ctrl+Tab', action: 'Move to the next tab in a dialog or web browser.' },
        { command: 'Enter', action: 'Choose the selected menu item, or press the default button.' },
        { command: 'Esc', action: 'Close the menu or dialog without making a change.' },
      ],
    },
  ],
  quickTips: [
    'If you get lost, press Esc a few times to close any menus, then press Alt+Tab to hear which window you are in.',
    'Your screen reader can read the title of the current window: Insert+T in JAWS and NVDA, or Narrator+T in Narrator.',
    'In many lists and menus you can type the first letter of an item to jump straight to it.',
    'The Applications key is usually between the right-hand Alt Gr and Ctrl keys. Many laptops do not have one; use Shift+F10 instead.',
    'Learn two or three new shortcuts a week and use them until they become habit, rather than trying to learn them all at once.',
  ],
  proTip:
    'Start search is the fastest route to almost anything in Windows. Press the Windows key and type what you want, even a setting such as “mouse”, “display” or “narrator”, then press Enter. It often saves you working through several menus.',
};

export default desktopNavigationTutorial;
