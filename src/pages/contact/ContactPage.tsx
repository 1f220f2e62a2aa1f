import type { ReactNode } from 'react';
import { PageHero } from '../../components/ui/PageHero';
import { RichText } from '../../components/ui/RichText';
import { CheckIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/ui/icons';
import { site } from '../../config/site';
import { contact } from '../../content/generated/contact';
import { documentTitle, findRoute } from '../../routes/routeTable';
import { ContactForm } from './ContactForm';

const contactTitle = documentTitle(findRoute('/contact')!);

/**
 * One of the Email, Phone and Location cards beside the form. Its heading has an id (contact-details-phone…: the form's fields are contact-phone…),
 * so site search's results for the business details, and the owner's best bets, lead to the card itself.
 */
function ContactCard({ icon, heading, text, children }: { icon: ReactNode; heading: string; text: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border-2 border-border p-5">
      <h3 id={`contact-details-${heading.toLowerCase()}`} className="flex items-center gap-2 text-xl">
        {icon} {heading}
      </h3>
      <p className="mt-2">{text}</p>
      <p className="mt-1">{children}</p>
    </div>
  );
}

/** Contact (SPEC §2 "Contact"): the form, the Email / Phone / Location cards, the consultation panel. */
export default function ContactPage() {
  return (
    <>
      <PageHero heading={contact.heading}>
        <p>{contact.intro}</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="text-2xl">
            {contact.formHeading}
          </h2>
          <p id="contact-form-intro" className="mt-2 mb-6">
            {contact.formIntro}
          </p>
          <noscript>
            <p className="rounded-lg border-2 border-primary p-4">
              <RichText text={contact.noScript} />
            </p>
          </noscript>
          <ContactForm pageTitle={contactTitle} />
        </section>

        <div className="flex flex-col gap-6">
          <section aria-labelledby="contact-details-heading" className="flex flex-col gap-4">
            <h2 id="contact-details-heading" className="text-2xl">
              Contact Details
            </h2>
            <ContactCard icon={<MailIcon className="size-6 text-primary" />} heading="Email" text={contact.cards.emailText}>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </ContactCard>
            <ContactCard icon={<PhoneIcon className="size-6 text-primary" />} heading="Phone" text={contact.cards.phoneText}>
              <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
            </ContactCard>
            <ContactCard
              icon={<MapPinIcon className="size-6 text-primary" />}
              heading="Location"
              text={`${site.town}. ${site.serviceArea}.`}
            >
              {contact.cards.locationText}
            </ContactCard>
          </section>
          <section
            aria-labelledby="consultation-heading"
            className="rounded-lg border-2 border-primary bg-secondary p-5 text-secondary-foreground"
          >
            <h2 id="consultation-heading" className="text-2xl">
              {contact.consultation.heading}
            </h2>
            <p className="mt-2">{contact.consultation.text}</p>
            <ul className="mt-3 space-y-2">
              {contact.consultation.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <CheckIcon className="mt-1 size-5 shrink-0" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
