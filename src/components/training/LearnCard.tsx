import { ButtonLink } from '../ui/Button';
import { CheckIcon } from '../ui/icons';

/** The "What you'll learn" card of every training category page (SPEC §2), with its "Book a free chat" button. */
export function LearnCard({ items }: { items: readonly string[] }) {
  return (
    <section className="rounded-lg border-2 border-primary p-6">
      <h2 className="text-2xl">What you&apos;ll learn</h2>
      <ul className="mt-4 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <CheckIcon className="mt-1 size-5 shrink-0 text-primary" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <ButtonLink to="/contact" size="lg" className="mt-6">
        Book a free chat
      </ButtonLink>
    </section>
  );
}
