import type { TrainingCategoryPage } from '../../schemas';

/** The training category page /training/tasks (SPEC §2 "Training category pages"). */
export const tasks: TrainingCategoryPage = {
  slug: 'tasks',
  heading: 'Tasks & Projects Training',
  intro: [
    'Task and project tools help you get things out of your head and into a system you can trust: breaking big jobs into steps, setting reminders and due dates, seeing what to do next, and sharing progress with colleagues. They help anyone with a busy workload, and especially people with ADHD, dyslexia, memory difficulties or fatigue, for whom keeping track can take as much energy as the work itself.',
    'We train on Global Tasks, Microsoft To Do and Planner, and monday.com, and help you build simple routines you will keep to.',
  ],
  learn: [
    'Capturing tasks quickly, including by voice or from an email',
    'Breaking large pieces of work into small, manageable steps',
    'Setting due dates, reminders and repeating tasks',
    'Planning your day and week, and deciding what comes first',
    'Sharing plans and tracking progress with your team',
    'Connecting tasks with Outlook, Teams and your calendar',
    'Using task tools by keyboard or with your assistive technology',
  ],
  tools: [
    {
      name: 'Global Tasks',
      description:
        'A task planning tool from Lexable, the makers of Global AutoCorrect, for keeping track of what you need to do.',
    },
    {
      name: 'Microsoft To Do/Planner',
      description:
        "Microsoft's task tools: To Do for your own lists and My Day, linked with Outlook; Planner for team plans on boards, also inside Teams.",
    },
    {
      name: 'monday.com',
      description:
        'A work management platform for projects and team workflows, with boards, timelines, automations and reminders.',
    },
  ],
  faqs: [
    {
      question: 'Which task tool should I use?',
      answer: [
        'Microsoft To Do is a good start for your own tasks, especially if you use Outlook. Planner suits teams that already work in Microsoft 365 and Teams. monday.com suits teams running several projects at once. Global Tasks is designed for keeping your own work on track.',
        'The best tool is the one you will keep using, so we help you choose in the free consultation and keep your setup simple.',
      ],
    },
    {
      question: 'Are these tools free?',
      answer: [
        'Microsoft To Do is free with a Microsoft account, and Planner is included in many Microsoft 365 work and school plans. monday.com has a free plan for individuals and paid plans for teams. Global Tasks is licensed separately by Lexable.',
      ],
    },
    {
      question: 'Can task tools help with ADHD or memory difficulties?',
      answer: [
        'Yes, when they are set up to do the remembering for you. We show you how to capture a task the moment it comes up, use reminders and repeating tasks so nothing depends on memory, and keep a short list for today so the rest does not overwhelm you.',
      ],
    },
    {
      question: 'Do they work with Outlook and Teams?',
      answer: [
        'Microsoft To Do shows emails you flag in Outlook as tasks, and Planner works inside Teams, so your team plans sit next to your conversations. monday.com connects with Outlook and Teams through its integrations. We set up the links that make sense for the way you work.',
      ],
    },
    {
      question: 'How does the training work, and how long does it take?',
      answer: [
        'Training is one-to-one or for your team, at your pace, by video call on your own computer, or on site by arrangement. How long it takes depends on the tool and how many people are involved; we agree a plan in the free consultation, and two weeks of complimentary support follow.',
      ],
    },
    {
      question: 'Can Access to Work pay for task management training?',
      answer: [
        'If your disability or health condition makes it harder to organise and keep track of your work, Access to Work can help pay for software and training that support you. Our [Access to Work guide](/resources/access-to-work) explains how to apply.',
      ],
    },
  ],
};

export default tasks;
