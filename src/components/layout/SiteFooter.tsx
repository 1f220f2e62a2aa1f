import { Link } from 'react-router';
import { site } from '../../config/site';
import { footerAbout, footerLegalLinks, footerQuickLinks } from '../../content/generated/footer';
import { ukYear, useNow } from '../../lib/visitTime';
import { isRoutePath } from '../../routes/routeTable';
import type { NavItem } from '../../../content-model/schemas';
import { ExternalLink } from '../ui/ExternalLink';
import { MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons';

function LinkList({ items }: { items: NavItem[] }) {
  return (
    <ul className="space-y-1">
      {items
        .filter((item) => isRoutePath(item.path))
        .map((item) => (
          <li key={item.path}>
            <Link to={item.path} className="inline-flex min-h-8 items-center">
              {item.label}
            </Link>
          </li>
        ))}
    </ul>
  );
}

/** SPEC §2 "Shared footer": four columns, then the copyright line and the company number. */
export function SiteFooter() {
  const year = ukYear(useNow());
  return (
    <footer className="mt-16 border-t-2 border-border bg-surface text-surface-foreground">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="mb-3 text-xl">{site.companyName}</h2>
          <p>{footerAbout}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="mb-3 text-xl">
            Quick Links
          </h2>
          <LinkList items={footerQuickLinks} />
        </nav>
        <div>
          <h2 className="mb-3 text-xl">Contact Us</h2>
          <ul className="space-y-2">
            <li className="flex items-start gap-2">
              <MailIcon className="mt-1 size-5 shrink-0" />
              {/* min-w-0 lets the address wrap inside its column at large text sizes, at any character. */}
              <span className="min-w-0">
                <span className="sr-only">Email: </span>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </span>
            </li>
            <li className="flex items-start gap-2">
              <PhoneIcon className="mt-1 size-5 shrink-0" />
              <span>
                <span className="sr-only">Phone: </span>
                <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
              </span>
            </li>
            <li className="flex items-start gap-2">
              <MapPinIcon className="mt-1 size-5 shrink-0" />
              <span>
                {site.town}
                <br />
                {site.serviceArea}
              </span>
            </li>
            <li>
              <ExternalLink href={site.professionalNetwork.url} className="inline-flex min-h-8 items-center">
                {`Follow us on ${site.professionalNetwork.name}`}
              </ExternalLink>
            </li>
          </ul>
        </div>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="mb-3 text-xl">
            Legal
          </h2>
          <LinkList items={footerLegalLinks} />
        </nav>
      </div>
      <div className="border-t-2 border-border">
        <div className="mx-auto max-w-6xl space-y-1 px-4 py-6 text-base">
          <p>
            © {year} {site.companyName}. All rights reserved.
          </p>
          <p>
            Registered in {site.registeredIn}. Company number {site.companyNumber}.
          </p>
        </div>
      </div>
    </footer>
  );
}
