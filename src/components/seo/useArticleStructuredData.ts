import { absoluteUrl } from '../../config/site';
import { plainText } from '../../lib/richText';
import { articleJsonLd } from '../../lib/structuredData';
import { useCurrentRoute } from '../layout/RootLayout';
import { useJsonLd } from './useJsonLd';

/** Article data for a guide or tutorial page. */
export function useArticleStructuredData(headline: string, description: string) {
  const route = useCurrentRoute();
  useJsonLd('article', articleJsonLd({ headline, description: plainText(description), url: absoluteUrl(route.path) }));
}
