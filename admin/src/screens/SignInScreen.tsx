import { adminPaths } from '../../../server/admin/wire.ts';
import type { Session } from '../editing/api.ts';
import { keptDraft } from '../editing/draft.ts';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';

/**
 * Before signing in. With the site's Node server and its GitHub settings, the owner signs in with
 * GitHub through the server (server/admin/signIn.ts), told of any changes kept from a sign-in that
 * ended (../editing/draft.ts); anywhere else (a plain static host) there is
 * no sign-in here, and the screen says how to edit instead (docs/editing-content.md).
 */
export function SignInScreen({ session }: { session: Session }) {
  if (session.unavailable) {
    return (
      <>
        <ScreenHeading moveFocus={false}>Edit the website on your computer</ScreenHeading>
        <p>
          Signing in to edit needs the website’s own Node server, and this address does not have it (the site is hosted as plain files, or
          its server has no GitHub settings).
        </p>
        <p>
          Edit on your computer instead: in the website’s folder, run <code>npm run cms</code> and open the address it gives. The guide to
          editing content (docs/editing-content.md in the website’s folder) explains each step.
        </p>
      </>
    );
  }
  // Changes kept from a sign-in that ended (the page reloaded since): said before the way in.
  const draft = keptDraft();
  return (
    <>
      <ScreenHeading moveFocus={false}>Sign in to edit the website</ScreenHeading>
      <p>
        The website’s words are kept in its GitHub repository. Sign in with a GitHub account that may change it: each change you save
        becomes a commit, and the site shows it after its next build.
      </p>
      {draft && (
        <p className="arrival-message">
          Your changes to “{draft.heading}” are kept in this tab, not saved yet: sign in, and they will be back on the screen to save.
        </p>
      )}
      <p>
        <a className="button" href={adminPaths.signIn}>
          Sign in with GitHub
        </a>
      </p>
    </>
  );
}
