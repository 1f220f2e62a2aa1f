import type { SiteConfig } from '../../content-model/settings/siteSchema.ts';
import { builtDownloadsFolder, isExampleCompanyName, isExampleHost, type LaunchItem } from './launchItems';

/**
 * What the downloads would carry of the example details (issue 45): every Word and braille file names
 * the business as its author and producer and gives the address of the page it was made from, and its
 * links to the site's own pages, from the site's configuration as the build sees it. Fine for a preview;
 * a production build would publish them, so the launch check says so beside the fields themselves.
 */
export function downloadIdentityItems(site: Pick<SiteConfig, 'companyName' | 'siteUrl'>): LaunchItem[] {
  const exampleName = isExampleCompanyName(site.companyName);
  const exampleAddress = isExampleHost(new URL(site.siteUrl).hostname);
  const carried = [
    ...(exampleName ? [`the example company "${site.companyName}" as its author and producer`] : []),
    ...(exampleAddress ? [`the example address ${site.siteUrl} as the page it was made from and in its links to the site`] : []),
  ];
  const fixes = [
    ...(exampleName ? ['replace companyName in src/content/business.yaml'] : []),
    ...(exampleAddress ? ['set SITE_URL to the address the site is published at'] : []),
  ];
  if (carried.length === 0) return [];
  return [
    {
      where: builtDownloadsFolder,
      field: "every tutorial's and quick guide's Word and braille file",
      problem: `would name ${carried.join(', and ')}: ${fixes.join(' and ')}, then build`,
    },
  ];
}
