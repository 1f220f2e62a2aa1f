import { absoluteUrl } from '../config/site';
import { glossaryTerms } from '../content/generated/glossaryTerms';
import accessToWork from '../content/generated/pages/access-to-work';
import type { CompiledFaqItem, QuickGuide, TrainingCategoryPage, Tutorial } from '../../content-model/schemas';
import { services } from '../content/generated/services';
import { testimonialsPage } from '../content/generated/testimonialsPage';
import { breadcrumbTrail, documentTitle } from '../routes/routeTable';
import type { RouteEntry } from '../../content-model/routes/routeSchema.ts';
import { inlineText, isInline, type Inline } from '../../content-model/text/inline.ts';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  definedTermSetJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  reviewJsonLd,
  serviceJsonLd,
  webPageJsonLd,
  websiteJsonLd,
  type JsonLd,
} from './structuredData';

/**
 * The JSON-LD of every page (SPEC §2: service, FAQ, breadcrumb, article, page or glossary terms),
 * written into its HTML by the prerender (src/entry-server.tsx). Search engines read it from the
 * HTML; browsers have no use for it, so none of this is in a visitor's download
 * (docs/decisions/014). A page kind with data of its own adds it in `pageData`, keyed by the route
 * table's page module.
 */
export function pageStructuredData(route: RouteEntry, content: unknown): JsonLd[] {
  if (route.noindex) return [];
  return [...webPageData(route), ...(pageData[route.page]?.(route, content) ?? [])];
}

function webPageData(route: RouteEntry): JsonLd[] {
  const url = absoluteUrl(route.path);
  const trail = breadcrumbTrail(route);
  return [
    webPageJsonLd({
      type: route.schemaType,
      name: documentTitle(route),
      description: route.description,
      url,
      hasBreadcrumb: trail.length > 0,
    }),
    ...(trail.length > 0
      ? [
          breadcrumbJsonLd(
            url,
            trail.map((crumb) => ({ name: crumb.name, url: absoluteUrl(crumb.path) })),
          ),
        ]
      : []),
  ];
}

/** The words of content text, links reduced to their labels (a plain string is already just words). */
function words(text: string | Inline): string {
  return isInline(text) ? inlineText(text) : text;
}

function faqData(route: RouteEntry, items: readonly CompiledFaqItem[]): JsonLd {
  return faqPageJsonLd(
    absoluteUrl(route.path),
    items.map((item) => ({ question: item.question, answer: item.answer.map(words).join(' ') })),
  );
}

function articleData(route: RouteEntry, headline: string, description: string | Inline): JsonLd {
  return articleJsonLd({ headline, description: words(description), url: absoluteUrl(route.path) });
}

const pageData: Partial<Record<string, (route: RouteEntry, content: unknown) => JsonLd[]>> = {
  'home/HomePage': () => [organizationJsonLd(), websiteJsonLd()],
  'services/ServicesPage': () =>
    services.services.map((service) =>
      serviceJsonLd({
        name: service.title,
        description: service.description.map(inlineText).join(' '),
        url: absoluteUrl(`/services#${service.id}`),
        image: absoluteUrl(service.image.src),
      }),
    ),
  // Review data only for quotes the client has supplied (provisional: false): it must be true.
  'testimonials/TestimonialsPage': () =>
    testimonialsPage.testimonials
      .filter((testimonial) => !testimonial.provisional)
      .map((testimonial) => reviewJsonLd({ body: testimonial.quote.join(' '), author: testimonial.author })),
  'training/TrainingCategoryPage': (route, content) => [faqData(route, (content as TrainingCategoryPage).faqs)],
  'resources/AccessToWorkPage': (route) => [
    faqData(route, accessToWork.faqs),
    articleData(route, accessToWork.heading, accessToWork.intro),
  ],
  'resources/GlossaryPage': (route) => [definedTermSetJsonLd(absoluteUrl(route.path), route.name, glossaryTerms)],
  'resources/TutorialPage': (route, content) => {
    const tutorial = content as Tutorial;
    return [articleData(route, tutorial.heading, tutorial.description)];
  },
  'resources/QuickGuidePage': (route, content) => {
    const guide = content as QuickGuide;
    return [articleData(route, guide.heading, guide.description)];
  },
};
