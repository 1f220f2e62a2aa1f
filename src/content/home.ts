import type { HomePage } from './schemas';

/** Home page content (SPEC §2 "Home"). */
export const home: HomePage = {
  hero: {
    heading: 'Your Path to Possibility',
    intro:
      'Personalised assistive technology training and accessibility consultancy for people who are blind or partially sighted, people with disabilities or health conditions, and the employers, schools and healthcare teams who support them.',
    action: { label: 'Learn About Us', path: '/about' },
  },
  certifications: {
    heading: 'Certified Trainers',
    intro: 'Our training is backed by manufacturer certifications, all awarded in 2024.',
    year: 2024,
    badges: [
      { name: 'SuperNova for Trainers', description: 'Dolphin SuperNova magnifier and screen reader' },
      { name: 'JAWS', description: 'Freedom Scientific JAWS screen reader' },
      { name: 'Guide Connect for Trainers', description: 'Dolphin GuideConnect, simplified computing' },
      { name: 'EasyReader for Educators', description: 'Dolphin EasyReader accessible reading app' },
      { name: 'ZoomText', description: 'Freedom Scientific ZoomText magnifier' },
    ],
  },
  serviceTeasers: {
    heading: 'How We Can Help',
    items: [
      {
        title: 'Assistive Technology Training',
        text: 'One-to-one training, at your pace, on your own equipment: remotely anywhere in the UK, or on site by arrangement.',
        points: [
          'Screen readers such as JAWS, NVDA and VoiceOver',
          'Magnification with ZoomText, SuperNova and Windows Magnifier',
          'Speech recognition, reading and writing tools, and AI assistants',
        ],
        action: { label: 'Explore our training services', path: '/services' },
      },
      {
        title: 'Website Accessibility Testing',
        text: 'We test your website the way disabled people use it, against WCAG 2.1 and 2.2, and explain every issue in plain language with a fix.',
        points: [
          'Testing with screen readers, magnification and keyboard only',
          'A clear report, prioritised by impact on real users',
          'Awareness talks and workshops for your team',
        ],
        action: { label: 'Explore accessibility testing', path: '/services' },
      },
    ],
  },
  consultation: {
    heading: 'Free Phone Consultation',
    text: 'Not sure where to start? Talk it through with us on the phone, free and without obligation. We will listen to what you want to do, at work, in study or at home, and suggest the technology and training that fit.',
    points: [
      'No cost and no commitment',
      'Advice on Access to Work funding where it applies',
      'Training for individuals, employers, schools and GP practices',
    ],
    action: { label: 'Book a Free Consultation', path: '/contact' },
  },
  support: {
    heading: 'Support That Continues After Training',
    intro: 'Learning new technology takes practice. We stay with you after the training ends.',
    items: [
      {
        title: 'Two weeks of free support',
        text: 'Every training package includes two weeks of complimentary technical support, so questions that come up as you practise get answered.',
      },
      {
        title: 'A personalised quote',
        text: 'Every quote is written for you: the software you use, the goals you have and the time you need. No standard packages you do not need.',
      },
    ],
    action: { label: 'Request a Personalised Quote', path: '/contact' },
  },
  whyChooseUs: {
    heading: 'Why Choose Us?',
    paragraphs: [
      'We teach assistive technology the way it is used: by keyboard, by voice and by ear, starting from the tasks you want to do rather than from a list of features.',
      'Our trainers hold current certifications from the makers of the software they teach, we work with individuals and organisations across the UK, and we stay in touch after the training ends.',
    ],
  },
};
