/**
 * React DOM, as the client entry evaluates it: on its own, in a task of its own, before the app
 * (src/entry-client.ts). A module of ours rather than the package itself, so the entry needs none of
 * the bundler's CommonJS helpers and stays one small file.
 */
export { hydrateRoot, createRoot } from 'react-dom/client';
