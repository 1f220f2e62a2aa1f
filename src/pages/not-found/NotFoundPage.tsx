import { ButtonLink } from '../../components/ui/Button';
import { prerenderGiven } from '../../components/layout/prerenderGiven';

/**
 * Any unknown path (SPEC §2 "Not-found page"). The server answers it with status 404. The Node
 * server's error pages are this page too: the prerender renders it with their slots as its words
 * (docs/decisions/075); the guard leaves that out of the browser's bundle.
 */
export default function NotFoundPage() {
  const slots = (import.meta.env.SSR || import.meta.env.DEV) && prerenderGiven('errorPage');
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center">
      <p className="text-7xl font-bold text-primary">{slots ? slots.status : '404'}</p>
      <h1 className="mt-4 text-3xl">{slots ? slots.heading : 'Oops! Page not found'}</h1>
      <p className="mt-4 text-lg">{slots ? slots.text : "The page you're looking for doesn't exist or has been moved."}</p>
      <ButtonLink to="/" size="lg" className="mt-8">
        Return to Home
      </ButtonLink>
    </div>
  );
}
