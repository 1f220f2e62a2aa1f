import { absoluteUrl, site } from '../config/site';
import { businessDescription } from '../content/generated/business';
import type { PageSchemaType } from '../../content-model/routes/routeSchema.ts';

/**
 * schema.org JSON-LD builders (SPEC §3 "Structured-data helpers"). Pages and the layout pass their
 * result to useJsonLd; the prerender writes them into <script type="application/ld+json"> blocks.
 */
export type JsonLd = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string | string[] };

const context = 'https://schema.org' as const;
export const organizationId = `${site.siteUrl}/#organization`;
export const websiteId = `${site.siteUrl}/#website`;

/** The preview image every page shares (public/og/default.png). */
export const socialImage = {
  path: '/og/default.png',
  width: 1200,
  height: 630,
  alt: `${site.companyName}: assistive technology training and accessibility consultancy, ${site.town}`,
} as const;

export const logoImage = { path: '/icons/icon-512.png', width: 512, height: 512 } as const;

export function webPageJsonLd(page: {
  type: PageSchemaType;
  name: string;
  description: string;
  url: string;
  hasBreadcrumb: boolean;
}): JsonLd {
  return {
    '@context': context,
    '@type': page.type,
    '@id': `${page.url}#webpage`,
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: 'en-GB',
    isPartOf: { '@type': 'WebSite', '@id': websiteId, name: site.companyName, url: absoluteUrl('/') },
    publisher: { '@id': organizationId },
    primaryImageOfPage: { '@type': 'ImageObject', url: absoluteUrl(socialImage.path) },
    ...(page.hasBreadcrumb ? { breadcrumb: { '@id': `${page.url}#breadcrumb` } } : {}),
  };
}

export function breadcrumbJsonLd(pageUrl: string, items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    '@id': `${pageUrl}#breadcrumb`,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** SPEC §2 Home: name, site URL, logo, description, locality, country GB, contact point, network link. */
export function organizationJsonLd(): JsonLd {
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': organizationId,
    name: site.companyName,
    url: absoluteUrl('/'),
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(logoImage.path),
      width: logoImage.width,
      height: logoImage.height,
    },
    description: businessDescription,
    email: site.email,
    telephone: site.phone.e164,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.town,
      addressCountry: site.countryCode,
    },
    areaServed: { '@type': 'Country', name: 'United Kingdom' },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: site.phone.e164,
      email: site.email,
      areaServed: site.countryCode,
      availableLanguage: 'English',
    },
    sameAs: [site.professionalNetwork.url],
  };
}

export function websiteJsonLd(): JsonLd {
  return {
    '@context': context,
    '@type': 'WebSite',
    '@id': websiteId,
    url: absoluteUrl('/'),
    name: site.companyName,
    inLanguage: 'en-GB',
    publisher: { '@id': organizationId },
  };
}

/** The organisation, by reference, for the `provider` and `itemReviewed` of other entities. */
function organizationReference() {
  return { '@type': 'Organization', '@id': organizationId, name: site.companyName, url: absoluteUrl('/') };
}

/** One schema.org Service, provided by the organisation, serving the UK. */
export function serviceJsonLd(service: { name: string; description: string; url: string; image?: string }): JsonLd {
  return {
    '@context': context,
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: service.url,
    ...(service.image ? { image: service.image } : {}),
    provider: organizationReference(),
    areaServed: { '@type': 'Country', name: 'United Kingdom' },
  };
}

/** A Review of the organisation: only for testimonials the client has supplied and approved. */
export function reviewJsonLd(review: { body: string; author: string }): JsonLd {
  return {
    '@context': context,
    '@type': 'Review',
    reviewBody: review.body,
    author: { '@type': 'Person', name: review.author },
    itemReviewed: organizationReference(),
  };
}

/** SPEC "FAQ" structured data: the questions and answers of a page, as plain text. */
export function faqPageJsonLd(pageUrl: string, items: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': context,
    '@type': 'FAQPage',
    '@id': `${pageUrl}#faq`,
    url: pageUrl,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** An Article (guides, tutorials), published by the organisation. No dates: none are known truly. */
export function articleJsonLd(article: { headline: string; description: string; url: string }): JsonLd {
  return {
    '@context': context,
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    url: article.url,
    mainEntityOfPage: article.url,
    inLanguage: 'en-GB',
    author: organizationReference(),
    publisher: organizationReference(),
  };
}

/** The glossary as a DefinedTermSet named as its page is (`name`), every term a DefinedTerm with its own URL. */
export function definedTermSetJsonLd(setUrl: string, name: string, terms: { id: string; term: string; definition: string }[]): JsonLd {
  return {
    '@context': context,
    '@type': 'DefinedTermSet',
    '@id': `${setUrl}#terms`,
    name,
    url: setUrl,
    hasDefinedTerm: terms.map((term) => ({
      '@type': 'DefinedTerm',
      '@id': `${setUrl}#${term.id}`,
      name: term.term,
      description: term.definition,
      url: `${setUrl}#${term.id}`,
      inDefinedTermSet: `${setUrl}#terms`,
    })),
  };
}
