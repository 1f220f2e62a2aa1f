import type { ServicesPage } from './schemas';

/**
 * Services (/services), SPEC §1 and §2 "Services": a box inviting visitors to /training, the seven
 * services in SPEC order (each with an illustration under public/images/services/ and a feature
 * list), then the closing call "Schedule Free Consultation" to /contact.
 */
export const services: ServicesPage = {
  heading: 'Our Services',
  intro:
    'Training, consultancy and testing for people who are blind or partially sighted, people with other disabilities or health conditions, and the employers, schools, businesses and healthcare teams who support them. Every piece of work starts with a free phone consultation and a personalised quote.',
  trainingInvite: {
    heading: 'Looking for training on a particular piece of software?',
    text: 'Browse our training courses by topic, from screen readers and magnification to speech recognition, reading and writing tools and AI copilots.',
    action: { label: 'Explore Training Courses', path: '/training' },
  },
  services: [
    {
      id: 'personalised-assistive-technology-training',
      title: 'Personalised Assistive Technology Training',
      description: [
        'One-to-one training built around what you want to do, at work, in study or at home. We teach remotely anywhere in the UK, or on site by arrangement, on your own equipment, so everything is set up the way you need it when the session ends.',
        'We cover screen readers, magnification, speech recognition, reading and writing tools, note-taking, mind mapping, productivity tools and AI copilots. See our [training courses](/training) for the full range.',
      ],
      features: [
        'Remote sessions across the UK, or on site by arrangement',
        'Sessions planned around your own goals and tasks, such as email, documents, meetings and the web',
        'Keyboard and speech-based ways of working that do not depend on the mouse',
        'Written notes in an accessible format to practise with between sessions',
        'Two weeks of complimentary technical support after your training',
      ],
      image: {
        src: '/images/services/personalised-assistive-technology-training.svg',
        width: 640,
        height: 400,
        alt: 'Illustration: a laptop reading a document aloud, shown by a speech bubble with a speaker and sound waves, with a pair of headphones beside it.',
      },
    },
    {
      id: 'website-accessibility-testing',
      title: 'Website Accessibility Testing',
      description: [
        'We test your website the way disabled people use it: with screen readers, with magnification and with the keyboard alone, against the Web Content Accessibility Guidelines ([WCAG](/resources/glossary#wcag)) 2.1 and 2.2.',
        'You receive a plain-language report that explains each issue, who it affects, the WCAG success criterion it relates to, and how to fix it. It helps you meet your duties under the Equality Act 2010 and, for public sector bodies, the Public Sector Bodies Accessibility Regulations 2018, which also require a published accessibility statement.',
      ],
      features: [
        'Manual testing with screen readers such as JAWS, NVDA and VoiceOver',
        'Keyboard-only, magnification and zoom testing of your key pages and user journeys',
        'Checks of colour contrast, headings, forms, links, images and error messages',
        'A report with every issue linked to its WCAG success criterion, prioritised by its impact on users, with a suggested fix',
        'A walk-through of the findings with your team, and retesting once fixes are in place, by arrangement',
      ],
      image: {
        src: '/images/services/website-accessibility-testing.svg',
        width: 640,
        height: 400,
        alt: 'Illustration: a magnifying glass over a web page, next to a checklist with three items ticked and one still to check.',
      },
    },
    {
      id: 'accessibility-awareness-training',
      title: 'Accessibility Awareness Training',
      description: [
        'Our accessibility awareness talks and workshops, called "The Blind Truth", give staff an honest, practical picture of life and work with sight loss and other disabilities, and of the small changes that make a real difference.',
        'Sessions suit employers, schools and colleges, businesses and healthcare teams such as GP practices, and can be shaped around your own services and the people you support.',
      ],
      features: [
        'Talks or interactive workshops, delivered remotely or in person',
        'Live demonstrations of screen readers and magnification, so staff hear and see how they are used',
        'Practical guidance on accessible documents, emails, letters and meetings',
        'How to offer help with confidence, including guiding a person with sight loss',
        'Time for questions, with content shaped around your organisation',
      ],
      image: {
        src: '/images/services/accessibility-awareness-training.svg',
        width: 640,
        height: 400,
        alt: 'Illustration: a speaker at a lectern pointing to a presentation screen, with three audience members in the foreground.',
      },
    },
    {
      id: 'software-consultation-and-setup',
      title: 'Software Consultation and Setup',
      description: [
        'The right software only helps when it is installed and configured properly. We advise on which assistive software suits your needs and your systems, then install and set it up, remotely or on site.',
        'For employers, we can work with your IT team so that assistive technology runs smoothly alongside the software your organisation already uses.',
      ],
      features: [
        'Advice on the software that fits your needs, including free screen readers and the accessibility features built into Windows, macOS, iOS and Android',
        'Installation and configuration of screen readers, magnifiers, speech recognition and reading and writing tools',
        'Settings tuned to you: speech, voice, colours, magnification level and keyboard commands',
        'Checks that your assistive software works with the applications you use every day',
        'Liaison with your IT department where you need it',
      ],
      image: {
        src: '/images/services/software-consultation-and-setup.svg',
        width: 640,
        height: 400,
        alt: 'Illustration: a laptop showing settings sliders on its screen, with three cogs of different sizes beside it.',
      },
    },
    {
      id: 'assistive-technology-workshops',
      title: 'Assistive Technology Workshops',
      description: [
        'Hands-on group sessions for people who want to learn assistive technology together: colleagues, students, support groups and clubs. Groups learn from the trainer and from each other.',
        'Each workshop has a clear theme, such as getting started with a screen reader, using the accessibility features of your smartphone, or dictating and reading text aloud, and is pitched at the group’s level.',
      ],
      features: [
        'Small groups, so everyone gets hands-on time',
        'Workshops on a theme chosen with you, for beginners or more experienced users',
        'Delivered at your venue, or online for groups across the UK',
        'Accessible handouts to take away',
      ],
      image: {
        src: '/images/services/assistive-technology-workshops.svg',
        width: 640,
        height: 400,
        alt: 'Illustration: four people gathered around a table with two laptops on it, working together as a small group.',
      },
    },
    {
      id: 'braille-services',
      title: 'Braille Services',
      description: [
        'Braille gives people who are blind direct, independent access to the written word. We transcribe documents into braille, check braille for accuracy, and help people choose and use braille technology.',
        'We also support people who want to start learning braille, or refresh it, and organisations that want to offer information in braille to the people they serve.',
      ],
      features: [
        'Transcription of documents such as letters, forms, menus and handouts into braille',
        'Proofreading of braille produced by others',
        'Advice on choosing a [braille display](/resources/glossary#braille-display) and connecting it to your computer, phone or tablet',
        'Help setting up a braille display with your screen reader',
        'Support for people learning braille, including Unified English Braille (UEB), the code used in the UK',
      ],
      image: {
        src: '/images/services/braille-services.svg',
        width: 640,
        height: 400,
        alt: 'Illustration: an enlarged braille cell of six dot positions, five of them raised, beside a sheet of paper embossed with rows of braille.',
      },
    },
    {
      id: 'assistive-technology-product-recommendations',
      title: 'Assistive Technology Product Recommendations',
      description: [
        'With so many products on the market, choosing the right one is hard. We look at what you need to do and recommend the software and hardware that fit, including what is already built into the devices you own.',
        'If you are in work, starting a job or self-employed, we can support you with [Access to Work](/resources/access-to-work) funding: explaining the process, and setting out the equipment and training you need.',
      ],
      features: [
        'Recommendations based on your tasks, your sight or other needs, and your budget',
        'Screen readers, magnifiers, braille displays, speech recognition and reading and writing tools',
        'Free and built-in options considered first where they meet your needs',
        'Support with Access to Work funding applications and needs assessments',
        'Training on the products you choose, so you get full value from them',
      ],
      image: {
        src: '/images/services/assistive-technology-product-recommendations.svg',
        width: 640,
        height: 400,
        alt: 'Illustration: a laptop and a headset with a microphone, beside a clipboard holding a checklist with ticked items and a star.',
      },
    },
  ],
  closing: {
    heading: 'Not sure which service you need?',
    text: 'Call us for a free phone consultation. We will talk through what you want to achieve and follow up with a personalised quote.',
    action: { label: 'Schedule Free Consultation', path: '/contact' },
  },
};
