import { Link } from 'react-router';
import { ButtonLink } from './Button';
import { ArrowRightIcon } from './icons';
import { searchIgnored } from '../../lib/search/htmlHooks';

interface LinkCardProps {
  heading: string;
  headingLevel?: 2 | 3;
  description: string;
  to: string;
  /** The visible words of the link. */
  label: string;
  /**
   * A fuller name for the link when its words are the same on every card ("View guide"): it must
   * start with the visible words, so voice-control users can say what they see.
   */
  accessibleName?: string;
  /** An outlined button, or a plain link with an arrow. */
  look?: 'button' | 'link';
}

/**
 * A card in a hub's grid: a heading, a line about the page, and the way to it. Left out of site
 * search (data-search="ignore"): the page it leads to is a result of its own, with the same words.
 */
export function LinkCard({ heading, headingLevel = 2, description, to, label, accessibleName, look = 'link' }: LinkCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="flex flex-col rounded-lg border-2 border-border p-6" {...searchIgnored}>
      <Heading className={headingLevel === 2 ? 'text-2xl' : 'text-xl'}>{heading}</Heading>
      <p className="mt-3 flex-1">{description}</p>
      {look === 'button' ? (
        <ButtonLink to={to} aria-label={accessibleName} variant="outline" className="mt-5 self-start">
          {label}
        </ButtonLink>
      ) : (
        <Link to={to} aria-label={accessibleName} className="mt-4 inline-flex min-h-11 items-center gap-2 self-start font-bold">
          {label}
          <ArrowRightIcon className="size-5" />
        </Link>
      )}
    </li>
  );
}
