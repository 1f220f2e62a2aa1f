import type { AccessToWorkPage } from '../schemas';

/**
 * Access to Work guide (/resources/access-to-work), SPEC §2 "Access to Work" and the figures of §9:
 * 4–6 weeks, 100% of agreed costs for new employees, a possible contribution after 6 weeks in the job,
 * up to £66,000 per year (the same for the self-employed), 16+ hours a week, aged 16 or over, living in
 * England, Scotland or Wales. The helpline number is not shown; applications go through GOV.UK.
 */
export const accessToWork: AccessToWorkPage = {
  heading: 'Access to Work: A Practical Guide',
  intro:
    'Access to Work is a government grant that can pay for practical support at work if you have a disability or a physical or mental health condition. This guide explains what it can fund, who can apply, how the process works, and how it can pay for assistive technology training with {companyName}.',
  whatIs: {
    heading: 'What is Access to Work?',
    paragraphs: [
      'Access to Work is a publicly funded scheme run by the Department for Work and Pensions (DWP). It helps disabled people and people with physical or mental health conditions to start work, stay in work or move into self-employment.',
      'The grant pays for support over and above the reasonable adjustments your employer is already expected to make under the Equality Act 2010. It does not have to be paid back.',
      'Funding is up to £66,000 per year, and self-employed people can get up to the same amount. If you apply within your first 6 weeks in a new job, Access to Work covers 100% of the agreed costs. After 6 weeks in the job, your employer may be asked to contribute towards some costs, such as equipment, depending on the size of the organisation. The upper limit is reviewed each year, so check [GOV.UK](https://www.gov.uk/access-to-work/what-youll-get) for the latest figure.',
      'Training in using your assistive technology can be part of your Access to Work package. Our one-to-one training can be funded this way, and we can give you a written quote to include in your application.',
    ],
  },
  funding: {
    heading: 'What Can Be Funded',
    intro:
      'Access to Work looks at what you need to do your job and agrees a package of support with you and your employer. Depending on your needs, it can pay for:',
    cards: [
      {
        title: 'Specialist Equipment and Software',
        text: 'Assistive technology such as screen readers, magnification software, speech recognition, reading and writing tools, braille displays, and adapted keyboards or chairs. It can also pay to adapt equipment you already use.',
      },
      {
        title: 'Training',
        text: 'Training in how to use your equipment and software, so it actually makes your work easier. It can also fund disability awareness training for your colleagues.',
      },
      {
        title: 'Support Workers',
        text: 'A support worker or job coach to help you in the workplace, for example someone to read printed material aloud, take notes, or help with tasks your condition makes difficult.',
      },
      {
        title: 'Travel to Work',
        text: 'Help with the extra cost of getting to and from work, such as taxi fares, if you cannot use public transport because of your disability or condition, and with travel you need to make as part of your job.',
      },
      {
        title: 'Communication Support',
        text: 'An interpreter or other communication support at job interviews and work meetings, such as a British Sign Language interpreter or a lipspeaker.',
      },
      {
        title: 'Mental Health Support',
        text: 'The Access to Work Mental Health Support Service offers confidential advice and guidance to help you cope at work, whether you are struggling in your job or off work because of your mental health.',
      },
    ],
  },
  eligibility: {
    heading: 'Who Is Eligible?',
    intro: 'You may be able to get help from Access to Work if you:',
    criteria: [
      'have a disability, or a physical or mental health condition, that makes it hard to do parts of your job or to get to and from work',
      'are aged 16 or over',
      'live in England, Scotland or Wales, and your job is based there',
      'have a paid job, including self-employment, an apprenticeship, a work trial or an internship, or are about to start or return to one',
      'work 16 or more hours per week on average',
    ],
    notes: [
      'Northern Ireland has a separate scheme. Access to Work does not cover the Channel Islands or the Isle of Man.',
      'You cannot get a grant for voluntary work. Some benefits, such as Employment and Support Allowance, can affect whether you qualify.',
      'The rules are set by the DWP and can change, so check the current [eligibility rules on GOV.UK](https://www.gov.uk/access-to-work/eligibility) before you apply.',
    ],
  },
  howToApply: {
    heading: 'How to Apply',
    intro:
      'You apply yourself, and most people apply online. From application to a decision, the process typically takes 4–6 weeks, so apply as early as you can, even before you start a new job.',
    steps: [
      {
        title: 'Get your details ready',
        text: 'You will need your workplace address and postcode, and the name, email address and work phone number of a workplace contact, such as your manager. Think about how your condition affects your work and what would help.',
      },
      {
        title: 'Apply online',
        text: 'Apply through [GOV.UK’s Access to Work pages](https://www.gov.uk/access-to-work). You will be asked how your condition affects you at work or getting there, and what support you think you need. GOV.UK also explains other ways to apply if you cannot use the online form.',
      },
      {
        title: 'Talk to an adviser and have an assessment',
        text: 'An Access to Work adviser will contact you to talk through your needs. They may arrange a workplace assessment, in person or remotely, where a specialist assessor recommends equipment, software, training or other support.',
      },
      {
        title: 'Get your decision and your support',
        text: 'You and your employer receive a letter setting out what Access to Work will pay for. Usually your employer buys the agreed equipment and training and then claims the costs back; if you are self-employed, you claim them yourself.',
      },
    ],
  },
  faqs: [
    {
      question: 'Can Access to Work pay for assistive technology training?',
      answer: [
        'Yes. Training in using your equipment and software can be included in your Access to Work package, alongside the equipment itself. Equipment alone often is not enough: training is what turns new software into a tool you can rely on every day.',
        'Tell your adviser or assessor that you would like training. We can provide a written quote for training with {companyName} to support your application.',
      ],
    },
    {
      question: 'How long does an application take?',
      answer: [
        'An application typically takes 4–6 weeks, although it can take longer if the assessor needs more information or quotes arrive late. You can apply before you start a new job, so the support is ready sooner.',
      ],
    },
    {
      question: 'Will my employer have to pay anything?',
      answer: [
        'If you apply within your first 6 weeks in the job, Access to Work covers 100% of the agreed costs. After 6 weeks in the job, your employer may be asked to contribute towards some costs, such as equipment, depending on the size of the organisation. Your adviser will explain any contribution before the support is arranged.',
      ],
    },
    {
      question: 'I am self-employed. Can I apply?',
      answer: [
        'Yes. Self-employed people can apply in the same way and can get up to the same amount of funding, up to £66,000 per year. You arrange the agreed support yourself and claim the costs back from Access to Work.',
      ],
    },
    {
      question: 'How can {companyName} help with my application?',
      answer: [
        'We can talk through the assistive technology and training that would help you, free of charge, before you apply. Once you know what you need, we provide a clear, itemised quote for your training that you can pass straight to your Access to Work adviser.',
        'If you are awarded funding, we arrange the training around your working week, remotely or on site, and give you two weeks of complimentary technical support afterwards.',
      ],
    },
  ],
  tips: {
    heading: 'Application Tips',
    groups: [
      {
        heading: 'Before you call',
        tips: [
          'Write down the tasks you find difficult at work and why, for example reading printed documents, using particular software, or travelling to your workplace.',
          'List the equipment, software and training you already use or have tried, and what did or did not help.',
          'Have your employer’s details ready: the workplace address and postcode, and a workplace contact’s name, email address and phone number.',
          'Let your manager know you are applying, so they expect to hear from Access to Work.',
        ],
      },
      {
        heading: 'During the assessment',
        tips: [
          'Describe a typical working day in detail, including the software you use and the tasks that take you longest.',
          'Be honest about your difficulties. Explain what a bad day looks like as well as a good one.',
          'Ask for training to be included alongside any equipment or software, and explain what you need to learn.',
          'Ask when and how you will receive the assessor’s recommendations, and check them carefully when they arrive.',
        ],
      },
      {
        heading: 'Getting quotes',
        tips: [
          'Your adviser may ask for quotes before approving support. Ask suppliers for written quotes that say exactly what is included.',
          'Make sure a training quote names the software covered, the number of sessions or hours, how it will be delivered (remotely or on site) and any follow-up support.',
          'Send quotes to your adviser as soon as you have them and keep copies: the sooner they arrive, the sooner a decision can be made.',
          'Ask us for a training quote. We provide a personalised, itemised quote you can send straight to your adviser.',
        ],
      },
    ],
  },
  closing: {
    heading: 'Need Help With Access to Work?',
    text: 'Talk to us about the training that would help you, and we will provide a personalised quote for your Access to Work application. Your first phone consultation is free.',
    action: { label: 'Contact Us', path: '/contact' },
  },
};
