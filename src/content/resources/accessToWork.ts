import type { AccessToWorkPage } from '../schemas';

/**
 * Access to Work guide (/resources/access-to-work), SPEC §2 "Access to Work". SPEC's §9 figures are
 * corrected against GOV.UK and the National Audit Office (docs/decisions/022): there is no minimum of
 * hours a week; the annual upper limit is kept once, below, with the date it applies from; the wait is
 * given as the NAO measured it, not as 4–6 weeks. The helpline number is not shown; applications go
 * through GOV.UK.
 */

/**
 * The annual upper limit of a grant: the one place the figure lives. Every sentence of the page that
 * mentions it is built from here and links to GOV.UK's "What you'll get" page, which has the figure
 * that applies now (the limit is reviewed every April).
 */
const annualLimit: AccessToWorkPage['annualLimit'] = {
  amount: '£69,260',
  appliesFrom: 'April 2024',
  source: 'https://www.gov.uk/access-to-work/what-youll-get',
};

const limitSentence = `For grants awarded or last reviewed from ${annualLimit.appliesFrom}, the upper limit was set at ${annualLimit.amount} a year. The limit is reviewed every April: [GOV.UK’s “What you’ll get” page](${annualLimit.source}) gives the figure that applies now.`;

export const accessToWork: AccessToWorkPage = {
  annualLimit,
  heading: 'Access to Work: A Practical Guide',
  intro:
    'Access to Work is a government grant that can pay for practical support at work if you have a disability or a physical or mental health condition. This guide explains what it can fund, who can apply, how the process works, and how it can pay for assistive technology training with {companyName}.',
  whatIs: {
    heading: 'What is Access to Work?',
    paragraphs: [
      'Access to Work is a publicly funded scheme run by the Department for Work and Pensions (DWP). It helps disabled people and people with physical or mental health conditions to start work, stay in work or move into self-employment.',
      'The grant pays for support over and above the reasonable adjustments your employer is already expected to make under the Equality Act 2010. It does not have to be paid back.',
      `How much you get depends on your circumstances. ${limitSentence}`,
      'If you apply before you start a job, or within your first 6 weeks in it, Access to Work can pay up to 100% of the approved costs. If you have been in the job for 6 weeks or more when you apply, your employer may be asked to share the cost of special equipment and adaptations to premises, depending on the size of the organisation.',
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
      'have a disability or health condition (physical or mental) that makes it hard for you to do parts of your job or get to and from work',
      'are 16 or over',
      'have a paid job, or are about to start or return to one: this includes self-employment, an apprenticeship, a work trial or work experience, and an internship',
      'live in England, Scotland or Wales, and your job is based there',
    ],
    notes: [
      'There is no minimum number of hours you must work, and a part-time job counts. You cannot get a grant for voluntary work.',
      'Northern Ireland has a separate scheme. You cannot get Access to Work if you live in the Channel Islands or the Isle of Man.',
      'Some benefits, such as Employment and Support Allowance, affect whether you can get a grant.',
      'The rules are set by the DWP and can change, so check the current [eligibility rules on GOV.UK](https://www.gov.uk/access-to-work/eligibility) before you apply.',
    ],
  },
  howToApply: {
    heading: 'How to Apply',
    intro:
      'You apply yourself, and most people apply online. In 2024–25 a decision took 66 days on average, so apply as early as you can: you can apply up to 12 weeks before a new job starts.',
    steps: [
      {
        title: 'Get your details ready',
        text: 'You will need your National Insurance number, your workplace address and postcode, and the name, email address and work phone number of a workplace contact, such as your manager. Think about how your condition affects your work and what would help.',
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
        'GOV.UK gives no standard time, and waits have grown. The National Audit Office reported in February 2026 that the Department for Work and Pensions took 66 days on average to process an application in 2024–25, and 109 days in November 2025. It can take longer if the assessor needs more information or quotes arrive late.',
        'So apply as early as you can: you can apply up to 12 weeks before a new job starts. If your job starts within the next 4 weeks, say so when you apply, because the department has said it prioritises those applications.',
      ],
    },
    {
      question: 'Will my employer have to pay anything?',
      answer: [
        'If you apply before you start a job, or within your first 6 weeks in it, Access to Work can pay up to 100% of the approved costs.',
        'If you have been in the job for 6 weeks or more when you apply, your employer may be asked to share the cost of special equipment and adaptations to premises, depending on the size of the organisation. Only those two kinds of support are shared in this way. Your adviser will explain any contribution before the support is arranged.',
      ],
    },
    {
      question: 'I am self-employed. Can I apply?',
      answer: [
        'Yes. Self-employed people can apply in the same way, and the same upper limit applies. You arrange the agreed support yourself and claim the costs back from Access to Work.',
        limitSentence,
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
