import type { ContactPage } from './schemas';

/** Contact page content (SPEC §2 "Contact"). The form's labels and messages live with the form. */
export const contact: ContactPage = {
  heading: 'Contact Us',
  intro:
    "Get in touch for a free consultation. Tell us what you'd like to do and we'll suggest the training or support that fits, with no obligation.",
  formHeading: 'Send Us a Message',
  formIntro: 'We read and reply to every message. Fields marked (required) must be filled in.',
  noScript:
    'Sending this form needs JavaScript, which is switched off in your browser. Please email us at [{email}](mailto:{email}) or call us on [{phone}](tel:{phoneE164}) instead: we read every message.',
  cards: {
    emailText: 'Write to us any time.',
    phoneText: 'Call us for a free phone consultation.',
    locationText: 'Training remotely anywhere in the UK, and on site by arrangement.',
  },
  consultation: {
    heading: 'Free Consultation',
    text: 'Not sure what you need? A free, no-obligation phone call is the best place to start.',
    points: [
      'Talk through your goals at work, in study or at home',
      'Get advice on the right software and equipment',
      'Find out whether Access to Work could fund your training',
      'Receive a personalised quote',
    ],
  },
};
