/**
 * The router, as the client entry evaluates it: after React DOM and before the app, in a task of its
 * own (src/entry-client.ts). It names what the site uses, so the chunk holds only that; the app's
 * modules import from 'react-router' as usual and get the same code.
 */
export { BrowserRouter, Link, NavLink, useLocation, useNavigate, useNavigationType } from 'react-router';
