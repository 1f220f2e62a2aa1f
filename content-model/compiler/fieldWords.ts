/**
 * Field names as an owner reads them, for error messages. A field not listed is shown as its name with
 * the words split ("trainingPath" reads "training path").
 */
const words: Record<string, string> = {
  title: 'title',
  name: 'short name',
  category: 'category',
  description: 'description',
  searchDescription: 'search description',
  trainingPath: 'training page',
  heading: 'heading',
  tips: 'tips',
  text: 'text',
  quote: 'quote',
  author: 'author',
  role: 'role',
  context: 'context',
  provisional: 'provisional (example) flag',
  testimonials: 'testimonials',
  intro: 'introduction',
  provisionalIntro: 'introduction shown while examples remain',
  provisionalLabel: 'label of the examples',
  closing: 'closing call',
  action: 'button',
  label: 'label',
  path: 'page address',
  lastUpdated: 'date it was last updated',
  annualLimit: 'annual limit',
  appliesFrom: 'month it applies from',
  source: 'GOV.UK page',
  fundingCards: 'funding cards',
  tipGroups: 'tip groups',
  faqs: 'FAQs',
  learn: 'learning points',
  ariaLabel: 'name of the Explore link',
  // The business details (src/content/business.yaml) and the pages' words (src/content/pages.yaml).
  companyName: 'company name',
  companyNumber: 'company number',
  registeredIn: 'country of registration',
  email: 'e-mail address',
  phone: 'phone number',
  display: 'number as visitors read it',
  e164: 'number for dialling (+44…)',
  serviceArea: 'service area',
  professionalNetwork: 'professional network profile',
  url: 'address',
  announce: 'announcement',
  header: 'menu items',
  noScript: 'text shown without JavaScript',
  // The accessibility evidence (src/content/accessibility/).
  checks: 'checks',
  issues: 'issues',
  criteria: 'criteria',
  criterion: 'criterion',
  date: 'date',
  assistiveTechnology: 'assistive technology',
  outcome: 'outcome',
  summary: 'summary',
  status: 'status',
  meanwhile: 'advice for meanwhile',
  plannedFix: 'planned fix',
  notApplicable: 'not-applicable entries',
  reason: 'reason',
  parsingNote: 'note on 4.1.1 Parsing',
  startedAt: 'start time',
  passed: 'passed flag',
  screenReaderJourneys: 'screen-reader journeys',
};

export function fieldWords(name: string): string {
  return words[name] ?? name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** "tips[2].title" → "the title of tip 3"; "testimonials[0].quote" → "the quote of testimonial 1". */
export function describePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the file';
  const parts: string[] = [];
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const key = path[i];
    if (typeof key === 'number') continue;
    const next = path[i + 1];
    if (typeof next === 'number' && i === path.length - 2) {
      parts.push(`${singular(fieldWords(String(key)))} ${next + 1}`);
    } else if (typeof next === 'number') {
      parts.push(`${singular(fieldWords(String(key)))} ${next + 1}`);
    } else {
      parts.push(fieldWords(String(key)));
    }
  }
  return `the ${parts.join(' of ')}`;
}

function singular(word: string): string {
  if (word === 'criteria') return 'criterion';
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  // "searches": "search".
  if (/(?:ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}
