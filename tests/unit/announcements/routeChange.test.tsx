// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPlaces, notePlacesBeforeLeaving } from '../../../src/components/layout/historyPlaces';
import { useRouteChange } from '../../../src/components/layout/useRouteChange';

/*
 * Where a journey ends (issue 30): a link to a place puts focus on it, and Back returns to the link
 * followed, on pages rendered as the site renders them (tests/e2e/arrival.spec.ts does it in Chromium).
 */

function Layout() {
  useRouteChange('a page');
  return (
    <main id="main-content" tabIndex={-1}>
      <Outlet />
    </main>
  );
}

/** The words of the second link to the guide: a test changes them, as a page may between visits. */
let secondGuideLink = 'The guide, again';

/** Two links to the same address, so the one followed is told apart by its place, not its address. */
function Results() {
  return (
    <ul>
      <li>
        <Link to="/guide#stop-speech">Stop speech, in the guide</Link>
      </li>
      <li>
        <Link to="/guide">The guide</Link>
      </li>
      <li>
        <Link to="/guide">{secondGuideLink}</Link>
      </li>
      <li>
        <Link to="/guide#a-question">A question</Link>
      </li>
    </ul>
  );
}

function Guide() {
  return (
    <>
      <h1>The guide</h1>
      <h2 id="stop-speech">Stop speech</h2>
      <details id="a-question">
        <summary>A question</summary>
        <p>Its answer.</p>
      </details>
    </>
  );
}

/** Results that appear a moment after the page, as the search page's do while its index loads. */
function LateResults() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <Results /> : <p>Searching…</p>;
}

function renderSite(resultsPage = <Results />) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/results', element: resultsPage },
          { path: '/guide', element: <Guide /> },
        ],
      },
    ],
    { initialEntries: ['/results'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  // jsdom lays nothing out: scrolling is a no-op to it.
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  notePlacesBeforeLeaving();
});
afterEach(() => {
  forgetPlaces();
  secondGuideLink = 'The guide, again';
});

// The first render pays for React, the router and user-event: seconds on a busy machine.
describe('a link to a place on a page', { timeout: 20_000 }, () => {
  it('puts focus on the heading it names, which takes focus only while it has it', async () => {
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Stop speech, in the guide' }));
    const heading = await screen.findByRole('heading', { name: 'Stop speech' });
    expect(heading).toHaveFocus();
    expect(heading.scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'instant' });
    heading.blur();
    expect(heading).not.toHaveAttribute('tabindex');
  });

  it("puts focus on a question's summary, the control that says whether it is open", async () => {
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'A question' }));
    expect(await screen.findByText('A question', { selector: 'summary' })).toHaveFocus();
  });

  it('without a place, puts focus on the main content (SPEC §2)', async () => {
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'The guide' }));
    await screen.findByRole('heading', { name: 'The guide' });
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});

describe('Back', { timeout: 20_000 }, () => {
  it('returns focus to the link followed, told apart from another link to the same address', async () => {
    const router = renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'The guide, again' }));
    await screen.findByRole('heading', { name: 'The guide' });
    await act(() => router.navigate(-1));
    expect(screen.getByRole('link', { name: 'The guide, again' })).toHaveFocus();
  });

  it('waits for a link the page renders a moment later, then puts focus on it', async () => {
    const router = renderSite(<LateResults />);
    await userEvent.click(await screen.findByRole('link', { name: 'Stop speech, in the guide' }));
    await screen.findByRole('heading', { name: 'Stop speech' });
    await act(() => router.navigate(-1));
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Stop speech, in the guide' });
    await vi.waitFor(() => expect(link).toHaveFocus());
  });

  it('puts focus on the main content when what had focus is gone from the page', async () => {
    const router = renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'The guide, again' }));
    await screen.findByRole('heading', { name: 'The guide' });
    secondGuideLink = 'Another page';
    await act(() => router.navigate(-1));
    expect(screen.getByRole('link', { name: 'Another page' })).not.toHaveFocus();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
