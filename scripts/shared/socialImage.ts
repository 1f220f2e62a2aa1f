import type { BusinessDetails } from '../../content-model/settings/siteSchema.ts';

/** The social preview image every page shares (public/og/default.png), under a project root. */
export const socialImageFile = 'public/og/default.png';

/**
 * The business details the social preview image shows (scripts/generate-social-image.ts draws them
 * and records them in the PNG), so the launch check can tell when they have changed since it was drawn.
 */
export function socialImageWords(details: Pick<BusinessDetails, 'companyName' | 'town' | 'serviceArea'>): Record<string, string> {
  return { Title: details.companyName, Description: `${details.town} · ${details.serviceArea}` };
}
