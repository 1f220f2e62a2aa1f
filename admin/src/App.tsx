import { useEffect, useState } from 'react';
import type { EditorDescription } from '../../content-model/editor/description.ts';
import { adminPaths } from '../../server/admin/wire.ts';
import { api, ApiError, type Session } from './editing/api.ts';
import { draftBackMessage, keptDraft } from './editing/draft.ts';
import { go, hrefOf, usePlace } from './editing/route.ts';
import { CollectionScreen } from './screens/CollectionScreen.tsx';
import { CollectionsScreen } from './screens/CollectionsScreen.tsx';
import { EntryScreen } from './screens/EntryScreen.tsx';
import { NotFoundScreen } from './screens/NotFoundScreen.tsx';
import { SignInScreen } from './screens/SignInScreen.tsx';
import { Announcer } from './ui/Announcer.tsx';
import { PublishingStatus } from './ui/Publishing.tsx';
import { SessionWarning, SignInAgainLink, useSignInEnd } from './ui/SessionWarning.tsx';
import { ArrivalMessage, ScreenHeading, appName } from './ui/ScreenHeading.tsx';

type Loaded =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; session: Session; description?: EditorDescription };

/**
 * The editing screen (docs/decisions/050): asks the server who is signed in, then shows the screen
 * the address names. Each screen has one h1, which takes focus when the owner moves to it. Back
 * from signing in with changes kept from before (./editing/draft.ts), it goes to their entry.
 */
export function App() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const { place, changes, message } = usePlace();
  const ended = useSignInEnd();
  useEffect(() => {
    (async () => {
      const session = await api.session();
      const description = session.signedIn ? await api.description() : undefined;
      setLoaded({ state: 'ready', session, ...(description ? { description } : {}) });
      const draft = description && keptDraft();
      if (draft && hrefOf(draft.place) !== window.location.hash) {
        go(draft.place, draftBackMessage(draft));
      }
    })().catch((error: unknown) =>
      setLoaded({
        state: 'failed',
        message: error instanceof ApiError ? error.message : 'The editing screen could not start. Please reload the page.',
      }),
    );
  }, []);

  // Tests (and the virtual screen reader's) know the screen is ready to use when this is set.
  useEffect(() => {
    if (loaded.state !== 'loading') document.documentElement.dataset.hydrated = 'true';
  }, [loaded.state]);

  let screen;
  if (loaded.state === 'loading') {
    screen = <p>Loading the editing screen…</p>;
  } else if (loaded.state === 'failed') {
    screen = (
      <>
        <ScreenHeading moveFocus={false}>The editing screen could not open</ScreenHeading>
        <p>{loaded.message}</p>
      </>
    );
  } else if (!loaded.session.signedIn || !loaded.description) {
    screen = <SignInScreen session={loaded.session} />;
  } else {
    const { collections } = loaded.description;
    const moveFocus = changes > 0;
    const key = `${changes}`;
    if (place.screen === 'collections') screen = <CollectionsScreen key={key} collections={collections} moveFocus={moveFocus} />;
    else if (place.screen === 'collection' || place.screen === 'new') {
      const collection = collections.find((each) => each.name === place.name);
      screen = !collection ? (
        <NotFoundScreen key={key} moveFocus={moveFocus} />
      ) : place.screen === 'collection' ? (
        <CollectionScreen key={key} collection={collection} moveFocus={moveFocus} />
      ) : (
        <EntryScreen key={key} collection={collection} moveFocus={moveFocus} />
      );
    } else {
      const collection = collections.find(
        (each) =>
          each.files?.some((file) => file.path === place.path) ||
          (each.folder && place.path.startsWith(`${each.folder.path}/`) && !place.path.slice(each.folder.path.length + 1).includes('/')),
      );
      screen = collection ? (
        <EntryScreen key={key} collection={collection} filePath={place.path} moveFocus={moveFocus} />
      ) : (
        <NotFoundScreen key={key} moveFocus={moveFocus} />
      );
    }
  }

  const session = loaded.state === 'ready' ? loaded.session : undefined;
  return (
    <Announcer>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="banner">
        <p className="app-name">{session?.signedIn ? <a href={hrefOf({ screen: 'collections' })}>{appName}</a> : appName}</p>
        {session?.signedIn && !ended && (
          <div className="session">
            <p>
              {session.local
                ? 'Saving to the files of this computer.'
                : `Signed in as ${session.login}; each save is a commit to ${session.repo}.`}
            </p>
            {!session.local && (
              <form method="post" action={adminPaths.signOut}>
                <button type="submit">Sign out</button>
              </form>
            )}
          </div>
        )}
        {session?.signedIn && ended && (
          <div className="session">
            <p>Your sign-in has ended. Your changes are still on the screen and are kept.</p>
            <SignInAgainLink className="button" />
          </div>
        )}
        <PublishingStatus />
      </header>
      <main id="main" tabIndex={-1}>
        <ArrivalMessage.Provider value={message}>{screen}</ArrivalMessage.Provider>
      </main>
      {session?.signedIn && !session.local && <SessionWarning session={session} />}
    </Announcer>
  );
}
