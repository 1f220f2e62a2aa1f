import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './admin.css';

/*
 * The first screen ("Loading the editing screen…") is drawn in the same task that creates the root.
 * createRoot puts React's event listeners on #root at once, while a plain render() draws a task
 * later: a screen reader reading the page in between found an empty element with a click action,
 * and Orca said only "clickable." as the page finished loading (docs/decisions/090).
 */
const root = createRoot(document.getElementById('root')!);
flushSync(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
