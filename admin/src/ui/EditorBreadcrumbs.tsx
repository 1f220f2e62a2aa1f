import { hrefOf, type Place } from '../editing/route.ts';

/** Where the screen is among the others, as links back ("All content › Testimonials"). */
export function EditorBreadcrumbs({ trail }: { trail: { label: string; place: Place }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        <li>
          <a href={hrefOf({ screen: 'collections' })}>All content</a>
        </li>
        {trail.map((step) => (
          <li key={step.label}>
            <a href={hrefOf(step.place)}>{step.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
