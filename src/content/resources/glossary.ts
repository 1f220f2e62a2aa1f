import type { GlossaryTerm } from '../schemas';

/**
 * Glossary (/resources/glossary), SPEC §2 "Glossary" and §3 "Glossary term": the 26 built-in terms,
 * sorted alphabetically by term, covering all eleven categories. Related terms name other entries by
 * their exact `term`.
 */
export const glossaryTerms: GlossaryTerm[] = [
  {
    id: 'access-to-work',
    term: 'Access to Work',
    definition:
      'A UK government grant, run by the Department for Work and Pensions, that can pay for practical support at work if you have a disability or a physical or mental health condition. It can fund equipment, assistive software, training, support workers and travel, over and above the reasonable adjustments an employer must make.',
    category: 'General',
    relatedTerms: ['Reasonable Adjustments', 'Assistive Technology'],
  },
  {
    id: 'alt-text',
    term: 'Alt Text',
    definition:
      'A short text alternative for an image, read out by screen readers and shown if the image does not load. Good alt text describes what the image shows or does in its context; purely decorative images should have empty alt text so screen readers skip them.',
    category: 'Web Accessibility',
    relatedTerms: ['Screen Reader', 'WCAG', 'Semantic HTML'],
  },
  {
    id: 'aria',
    term: 'ARIA',
    definition:
      'Accessible Rich Internet Applications (WAI-ARIA), a W3C specification that adds roles, states and properties to web content so assistive technology can understand custom controls such as tabs, menus and dialogs. Where a native HTML element does the job, it should be used instead.',
    category: 'Web Standards',
    relatedTerms: ['Semantic HTML', 'Landmarks', 'Screen Reader', 'WCAG'],
  },
  {
    id: 'assistive-technology',
    term: 'Assistive Technology',
    definition:
      'Any device, software or equipment that helps a disabled person do something they would otherwise find difficult or impossible. Screen readers, magnifiers, speech recognition, braille displays and switches are all assistive technology.',
    category: 'Terminology',
    relatedTerms: ['Screen Reader', 'Screen Magnifier', 'Speech Recognition', 'Braille Display'],
  },
  {
    id: 'audio-description',
    term: 'Audio Description',
    definition:
      'An extra narration for video that describes important visual information, such as actions, scene changes and on-screen text, in the natural pauses between dialogue. It makes films, television and online video accessible to blind and partially sighted people.',
    category: 'Multimedia',
    relatedTerms: ['Captions', 'WCAG'],
  },
  {
    id: 'braille-display',
    term: 'Braille Display',
    definition:
      'A device with a row of cells whose pins rise and fall to form braille characters, so a blind person can read what is on screen by touch. Also called a refreshable braille display, it works with a screen reader and usually has keys for typing in braille and moving around.',
    category: 'Hardware',
    relatedTerms: ['Screen Reader', 'JAWS', 'NVDA', 'VoiceOver'],
  },
  {
    id: 'captions',
    term: 'Captions',
    definition:
      'Text on screen showing the speech and important sounds in a video or live event, timed to match the audio. Closed captions can be switched on and off; they help people who are deaf or hard of hearing, and anyone watching without sound.',
    category: 'Multimedia',
    relatedTerms: ['Audio Description', 'Speech Recognition', 'WCAG'],
  },
  {
    id: 'contrast-ratio',
    term: 'Contrast Ratio',
    definition:
      'A measure of the difference in brightness between text and its background: the higher the ratio, the easier the text is to read. WCAG level AA requires at least 4.5:1 for normal text and 3:1 for large text.',
    category: 'Visual',
    relatedTerms: ['WCAG', 'High Contrast Mode', 'Screen Magnifier'],
  },
  {
    id: 'focus-indicator',
    term: 'Focus Indicator',
    definition:
      'The visible outline or highlight that shows which link, button or field has keyboard focus. Without a clear focus indicator, keyboard users and people using magnification cannot tell where they are on the page.',
    category: 'Web Accessibility',
    relatedTerms: ['Keyboard Navigation', 'Skip Link', 'WCAG'],
  },
  {
    id: 'high-contrast-mode',
    term: 'High Contrast Mode',
    definition:
      'An operating system setting that replaces an app’s or website’s colours with a small set of strongly contrasting colours, such as light text on a black background. In Windows 11 it is called contrast themes; well-built websites stay usable when it is on.',
    category: 'Visual',
    relatedTerms: ['Contrast Ratio', 'Screen Magnifier', 'Focus Indicator'],
  },
  {
    id: 'jaws',
    term: 'JAWS',
    definition:
      'Job Access With Speech, a screen reader for Windows made by Freedom Scientific, part of Vispero. It reads the screen aloud or on a braille display and is widely used at work; it is paid-for software.',
    category: 'Software',
    relatedTerms: ['Screen Reader', 'NVDA', 'Braille Display'],
  },
  {
    id: 'keyboard-navigation',
    term: 'Keyboard Navigation',
    definition:
      'Using a computer or website with the keyboard alone: for example Tab to move between links and controls, Enter or Space to activate them, and the arrow keys within menus. Many blind and physically disabled people rely on it, so everything on a website should work without a mouse.',
    category: 'Interaction',
    relatedTerms: ['Focus Indicator', 'Skip Link', 'Switch Access', 'Screen Reader'],
  },
  {
    id: 'landmarks',
    term: 'Landmarks',
    definition:
      'Regions of a web page, such as the header, navigation, main content and footer, marked up so screen reader users can jump straight to them. They come from HTML elements such as nav and main, or from ARIA roles.',
    category: 'Web Accessibility',
    relatedTerms: ['ARIA', 'Semantic HTML', 'Skip Link', 'Screen Reader'],
  },
  {
    id: 'narrator',
    term: 'Narrator',
    definition:
      'The screen reader built into Windows. Press Windows+Ctrl+Enter to turn it on or off; it reads text, controls and notifications aloud and can also work with a braille display.',
    category: 'Software',
    relatedTerms: ['Screen Reader', 'JAWS', 'NVDA'],
  },
  {
    id: 'nvda',
    term: 'NVDA',
    definition:
      'NonVisual Desktop Access, a free, open-source screen reader for Windows developed by NV Access. It supports speech and braille and is used at home, at work and for testing websites.',
    category: 'Software',
    relatedTerms: ['Screen Reader', 'JAWS', 'Narrator', 'Braille Display'],
  },
  {
    id: 'ocr',
    term: 'OCR',
    definition:
      'Optical character recognition: technology that finds the text in an image, such as a photo, a scanned letter or an inaccessible PDF, and turns it into real text that can be read aloud, enlarged or edited.',
    category: 'Technology',
    relatedTerms: ['Text-to-Speech', 'Screen Reader', 'Assistive Technology'],
  },
  {
    id: 'reasonable-adjustments',
    term: 'Reasonable Adjustments',
    definition:
      'Changes that employers, schools and service providers must make under the Equality Act 2010 so disabled people are not put at a substantial disadvantage, such as providing assistive software, adapting equipment or changing working arrangements.',
    category: 'General',
    relatedTerms: ['Access to Work', 'Assistive Technology'],
  },
  {
    id: 'screen-magnifier',
    term: 'Screen Magnifier',
    definition:
      'Software that enlarges part or all of the screen, often with colour, pointer and focus enhancements and sometimes speech. Examples include Windows Magnifier, ZoomText, SuperNova and Zoom on Apple devices.',
    category: 'Software',
    relatedTerms: ['Assistive Technology', 'High Contrast Mode', 'Contrast Ratio', 'Screen Reader'],
  },
  {
    id: 'screen-reader',
    term: 'Screen Reader',
    definition:
      'Software that turns what is on the screen into synthetic speech or braille, so blind and partially sighted people can use a computer or phone. You move around with keyboard commands or touch gestures; JAWS, NVDA, Narrator and VoiceOver are examples.',
    category: 'Software',
    relatedTerms: ['JAWS', 'NVDA', 'VoiceOver', 'Narrator'],
  },
  {
    id: 'semantic-html',
    term: 'Semantic HTML',
    definition:
      'Using HTML elements for what they mean, such as real headings, buttons and lists, instead of styling generic elements to look right. It gives assistive technology the structure it needs and usually works better than adding ARIA.',
    category: 'Web Development',
    relatedTerms: ['ARIA', 'Landmarks', 'Screen Reader'],
  },
  {
    id: 'skip-link',
    term: 'Skip Link',
    definition:
      'A link at the very start of a page, often shown only when it receives keyboard focus, that lets keyboard and screen reader users jump past the repeated navigation straight to the main content.',
    category: 'Web Accessibility',
    relatedTerms: ['Keyboard Navigation', 'Focus Indicator', 'Landmarks'],
  },
  {
    id: 'speech-recognition',
    term: 'Speech Recognition',
    definition:
      'Technology that turns spoken words into text or commands, so you can dictate documents and control a computer or phone by voice. Dragon, Windows voice access and Apple Voice Control are examples.',
    category: 'Technology',
    relatedTerms: ['Assistive Technology', 'Text-to-Speech', 'Switch Access'],
  },
  {
    id: 'switch-access',
    term: 'Switch Access',
    definition:
      'A way of controlling a device with one or more switches, such as large buttons or head switches, instead of a keyboard, mouse or touchscreen. The device highlights items in turn, called scanning, and you press a switch to choose one.',
    category: 'Interaction',
    relatedTerms: ['Assistive Technology', 'Keyboard Navigation', 'Speech Recognition'],
  },
  {
    id: 'text-to-speech',
    term: 'Text-to-Speech',
    definition:
      'Technology that reads digital text aloud in a synthetic voice. It is the voice behind screen readers and reading tools such as Read&Write and ClaroRead, and helps people with sight loss, dyslexia or fatigue.',
    category: 'Technology',
    relatedTerms: ['Screen Reader', 'OCR', 'Speech Recognition'],
  },
  {
    id: 'voiceover',
    term: 'VoiceOver',
    definition:
      'The screen reader built into Apple devices, including Mac, iPhone and iPad. On a Mac, press Command+F5 to turn it on or off; on iPhone and iPad, you control it with touch gestures.',
    category: 'Software',
    relatedTerms: ['Screen Reader', 'Braille Display', 'Narrator'],
  },
  {
    id: 'wcag',
    term: 'WCAG',
    definition:
      'The Web Content Accessibility Guidelines, published by the W3C. They set testable success criteria at three levels, A, AA and AAA; WCAG 2.2 is the current version, and level AA is the usual target for organisations, including UK public sector bodies.',
    category: 'Web Standards',
    relatedTerms: ['ARIA', 'Contrast Ratio', 'Alt Text', 'Focus Indicator'],
  },
];
