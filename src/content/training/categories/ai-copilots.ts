import type { TrainingCategoryPage } from '../../schemas';

/** The training category page /training/ai-copilots (SPEC §2 "Training category pages"). */
export const aiCopilots: TrainingCategoryPage = {
  slug: 'ai-copilots',
  heading: 'AI Copilots & Automation Training',
  intro: [
    'AI assistants can summarise a long document or email thread, draft a reply, turn rough notes into a structured report, or explain a spreadsheet in plain language. Automation takes repetitive steps off your hands altogether. If reading, writing or organising is hard work for you, or some tasks are slow with your assistive technology, these tools can save a great deal of effort.',
    'We train on Microsoft Copilot, ChatGPT and Power Automate, with a focus on practical, safe use: asking clearly, checking what the AI produces, and keeping personal and confidential information protected.',
  ],
  learn: [
    'Writing clear prompts: giving context and asking for the format you want',
    'Summarising documents, email threads and Teams meetings with Copilot',
    'Drafting and rewriting text, then checking it for accuracy',
    'Asking AI to describe an image or explain complex information',
    'Using AI tools with a screen reader, magnifier or speech recognition',
    'Automating routine steps, such as saving email attachments, with Power Automate',
    "Using AI safely: privacy, data protection and your organisation's policies",
  ],
  tools: [
    {
      name: 'Microsoft Copilot',
      description:
        "Microsoft's AI assistant, available in Windows and built into Microsoft 365 apps including Word, Excel, PowerPoint, Outlook and Teams.",
      link: '/resources/software-quick-guides/microsoft-copilot',
    },
    {
      name: 'ChatGPT',
      description:
        "OpenAI's conversational AI assistant, on the web and in apps for Windows, Mac, iPhone, iPad and Android, with voice conversations.",
      link: '/resources/software-quick-guides/chatgpt',
    },
    {
      name: 'Power Automate',
      description:
        "Microsoft's automation service for building flows that carry out routine steps between apps such as Outlook, OneDrive and Teams, with a desktop version for Windows.",
    },
  ],
  faqs: [
    {
      question: 'What can AI copilots do for me?',
      answer: [
        'They can summarise long documents, emails and meetings, draft text for you to edit, rewrite something in plainer language, suggest a structure for a report, explain a formula or a chart, and describe the content of an image. Power Automate goes a step further and carries out routine tasks for you, such as saving attachments to a folder or sending a reminder.',
        'AI can be wrong, so we also teach you how to check what it gives you.',
      ],
    },
    {
      question: 'Do I need a paid licence for Microsoft Copilot?',
      answer: [
        'It depends on your account. Copilot in Windows and Copilot Chat can be used without an extra licence. Copilot inside Word, Excel, PowerPoint, Outlook and Teams at work needs a Microsoft 365 Copilot licence from your organisation, and some Copilot features are included in Microsoft 365 Personal and Family subscriptions.',
        'We check what your account includes before training, so we teach you what you can actually use.',
      ],
    },
    {
      question: 'Is ChatGPT free?',
      answer: [
        'ChatGPT has a free plan and paid plans that offer more use and more features. You can use it in a web browser or in the apps for Windows, Mac, iPhone, iPad and Android.',
      ],
    },
    {
      question: 'Can I use AI assistants with a screen reader?',
      answer: [
        'Yes. Copilot and ChatGPT can be used with JAWS, NVDA, Narrator and VoiceOver, and both also offer voice conversation. Answers appear a few words at a time, so we show you how to wait for a complete answer, move to it quickly and have it read in full, and how to ask for answers that are easy to listen to, such as short headings and lists.',
      ],
    },
    {
      question: 'Is it safe to put work information into AI tools?',
      answer: [
        "Follow your organisation's policy first. When you sign in to Microsoft Copilot with a work or school account, Microsoft applies extra data protection to your prompts and responses. Avoid putting personal or confidential information into consumer AI tools, and always check facts, figures and names before you rely on them. Safe use is part of every session.",
      ],
    },
    {
      question: 'How does the training work, and can Access to Work pay for it?',
      answer: [
        'Training is one-to-one or for your team, at your pace, by video call on your own computer, or on site by arrangement. How long it takes depends on the tools and tasks; we agree a plan in the free consultation, and two weeks of complimentary support follow.',
        'If AI tools help you overcome barriers at work caused by a disability or health condition, Access to Work may help pay for the training. Our [Access to Work guide](/resources/access-to-work) explains how to apply.',
      ],
    },
  ],
};

export default aiCopilots;
