import { ButtonLink } from '../../components/ui/Button';

/** Any unknown path (SPEC §2 "Not-found page"). The server answers it with status 404. */
export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center">
      <p className="text-7xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-3xl">Oops! Page not found</h1>
      <p className="mt-4 text-lg">The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <ButtonLink to="/" size="lg" className="mt-8">
        Return to Home
      </ButtonLink>
    </div>
  );
}
