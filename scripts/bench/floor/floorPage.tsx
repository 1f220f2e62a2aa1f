import { hydrateRoot } from 'react-dom/client';

/** The same markup as index.html: React hydrates it and does nothing else. */
function FloorPage() {
  return (
    <main>
      <h1>A bare React page</h1>
      <p>
        The floor of the performance benchmark: React hydrating one heading and one paragraph, built by Vite and served by the site&apos;s
        own server.
      </p>
    </main>
  );
}

hydrateRoot(document.getElementById('root')!, <FloorPage />);
