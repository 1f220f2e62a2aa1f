import { absoluteUrl } from '../../config/site';
import type { FaqItem } from '../../content/schemas';
import { fillTokens, plainText } from '../../lib/richText';
import { faqPageJsonLd } from '../../lib/structuredData';
import { useCurrentRoute } from '../layout/RootLayout';
import { useJsonLd } from './useJsonLd';

/** FAQPage data for the FAQ list the page shows. */
export function useFaqStructuredData(items: FaqItem[]) {
  const route = useCurrentRoute();
  useJsonLd(
    'faq',
    faqPageJsonLd(
      absoluteUrl(route.path),
      items.map((item) => ({ question: fillTokens(item.question), answer: plainText(item.answer.join(' ')) })),
    ),
  );
}
