import type { DocumentPage } from './schemas';

/**
 * Accessibility statement (/accessibility-statement), SPEC §2 "Accessibility statement" and §9
 * (feedback response targets). Business details come from the site configuration through tokens.
 */
export const accessibilityStatement: DocumentPage = {
  heading: 'Accessibility Statement',
  intro:
    'This statement covers this website, run by {companyName}. It explains how accessible the site is, what we do to keep it that way, where it still falls short and how to tell us about a problem.',
  sections: [
    {
      id: 'our-commitment',
      heading: 'Our Commitment',
      blocks: [
        {
          type: 'paragraph',
          text: "We teach people to use assistive technology and we test other organisations' websites for accessibility, so our own site has to work for everyone who visits it. We want you to be able to read, navigate and contact us whether you use a screen reader, magnification, speech recognition, a switch or only a keyboard.",
        },
        {
          type: 'paragraph',
          text: 'If something on this site does not work for you, we want to know, and we will fix it or give you the information another way.',
        },
      ],
    },
    {
      id: 'compliance-status',
      heading: 'Compliance Status',
      blocks: [
        {
          type: 'paragraph',
          text: 'This website aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.1 level AA. You can read the guidelines at [WCAG 2.1](https://www.w3.org/TR/WCAG21/). The site is also built and tested against WCAG 2.2 level AA.',
        },
        {
          type: 'paragraph',
          text: 'We believe the site conforms to WCAG 2.1 level AA, except for the items described under "Known Limitations" below.',
        },
      ],
    },
    {
      id: 'accessibility-measures',
      heading: 'Accessibility Measures',
      blocks: [
        {
          type: 'paragraph',
          text: 'We take these steps to keep the site accessible:',
        },
        {
          type: 'list',
          items: [
            'We consider accessibility from the start, when we plan and design pages, rather than fixing problems afterwards.',
            'We build with standard HTML first, and add WAI-ARIA only where HTML has no equivalent.',
            'Every change to the site is checked automatically for accessibility before it is published.',
            'We check pages by hand with the keyboard only, at 400% zoom and in forced-colours mode.',
            'We write in plain language and describe images that carry meaning.',
            'We act on the feedback we receive and correct problems as quickly as we can.',
          ],
        },
      ],
    },
    {
      id: 'features',
      heading: 'Features',
      blocks: [
        {
          type: 'paragraph',
          text: 'On this website you can expect:',
        },
        {
          type: 'list',
          items: [
            'a "Skip to main content" link, first on every page;',
            'one main heading on each page, with the headings below it in order;',
            'landmarks for the header, navigation, main content and footer;',
            'every page working with JavaScript switched off;',
            'page changes you can follow: when you move to another page, its name is announced to screen readers and keyboard focus moves to the main content;',
            'full keyboard operation, with a clearly visible focus indicator;',
            'buttons, links and other controls at least 24 by 24 pixels;',
            'text and controls that meet WCAG AA contrast (4.5:1 for normal text, 3:1 for large text) in both a light and a dark theme, which follows your device setting;',
            'support for Windows high-contrast (forced-colours) mode;',
            'content that reflows to a single column at 320 pixels wide, the same as 400% zoom, without scrolling sideways;',
            'text spacing that you can increase without losing content;',
            'no animation when your device asks for reduced motion;',
            'nothing that plays automatically;',
            'the Atkinson Hyperlegible Next typeface, designed for readers with low vision;',
            'links that tell you when they open in a new window;',
            'form fields with visible labels, and errors described in text.',
          ],
        },
      ],
    },
    {
      id: 'compatible-technologies',
      heading: 'Compatible Technologies',
      blocks: [
        {
          type: 'paragraph',
          text: 'The site is designed for the latest two versions of the major browsers, and to work with:',
        },
        {
          type: 'list',
          items: [
            'current versions of JAWS, NVDA and Narrator on Windows, with Chrome, Edge or Firefox;',
            'VoiceOver on macOS and iOS, with Safari;',
            'TalkBack on Android, with Chrome;',
            'screen magnifiers such as ZoomText, SuperNova and Windows Magnifier;',
            'speech recognition such as Dragon and Apple Voice Control;',
            'switch access and keyboard-only use.',
          ],
        },
      ],
    },
    {
      id: 'feedback-and-contact',
      heading: 'Feedback and Contact',
      blocks: [
        {
          type: 'paragraph',
          text: 'If you find a problem with the accessibility of this site, or you need information in a different format, please tell us:',
        },
        {
          type: 'list',
          items: [
            'Email: [{email}](mailto:{email})',
            'Phone: [{phone}](tel:{phoneE164})',
            'Use our [contact form](/contact).',
          ],
        },
        {
          type: 'paragraph',
          text: 'It helps to tell us the web address of the page, what you were trying to do, and the device, browser and assistive technology you were using.',
        },
        {
          type: 'paragraph',
          text: 'We aim to respond to accessibility feedback within 5 business days and to propose a solution within 10 business days.',
        },
        {
          type: 'paragraph',
          text: 'If you need any information on this site in another format, such as large print, an accessible document or braille, ask us and we will provide it.',
        },
      ],
    },
    {
      id: 'known-limitations',
      heading: 'Known Limitations',
      blocks: [
        {
          type: 'paragraph',
          text: 'Despite our efforts, you may meet these limitations:',
        },
        {
          type: 'list',
          items: [
            'Other websites: pages we link to on other websites, such as our professional-network profile and external learning resources, are outside our control and may not meet the same standard.',
            'Keyboard-shortcut tables: some shortcut tables in our screen reader tutorials are wide. At very high zoom you may need to scroll sideways inside the table. Data tables are an exception to the WCAG reflow requirement, and the rest of the page still reflows.',
            'Home page video: the narration is synthetic (computer-generated) speech. The video has captions, and a full transcript is on the same page.',
          ],
        },
        {
          type: 'paragraph',
          text: 'If any of these gets in your way, contact us by email at [{email}](mailto:{email}) or by phone on [{phone}](tel:{phoneE164}), and we will give you the information in a way that works for you.',
        },
      ],
    },
    {
      id: 'technical-specifications',
      heading: 'Technical Specifications',
      blocks: [
        {
          type: 'paragraph',
          text: 'The accessibility of this site relies on these technologies working with your browser and any assistive technology you use:',
        },
        {
          type: 'list',
          items: [
            'HTML',
            'CSS',
            'WAI-ARIA, used only where HTML has no equivalent',
            'JavaScript, which only enhances the pages: every page works without it',
          ],
        },
      ],
    },
    {
      id: 'assessment-approach',
      heading: 'Assessment Approach',
      blocks: [
        {
          type: 'paragraph',
          text: 'We assess the accessibility of this site ourselves; it is a self-assessment by our own team.',
        },
        {
          type: 'list',
          items: [
            'Every change to the site is checked automatically on every page, using the axe-core and HTML_CodeSniffer accessibility rules at WCAG 2.2 AA and the W3C HTML checker.',
            'Key interactions, including the menu, the cookie banner and moving between pages, are tested automatically with the keyboard.',
            'We also check pages by hand using the keyboard only, at 400% zoom and in forced-colours mode.',
          ],
        },
        {
          type: 'paragraph',
          text: 'This statement was prepared on 21 November 2026.',
        },
      ],
    },
  ],
};
