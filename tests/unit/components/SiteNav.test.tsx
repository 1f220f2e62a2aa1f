// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentness, SiteNav } from '../../../src/components/layout/SiteNav';

function renderNav(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <SiteNav /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the main navigation', () => {
  it('names the toggle "Menu" and ties it to the search form and the list it shows', () => {
    renderNav();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const [form, list] = toggle
      .getAttribute('aria-controls')!
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(form).toBe(screen.getByRole('search', { name: 'Site' }));
    expect(within(form!).getByRole('searchbox', { name: 'Search this site' })).toHaveAttribute('name', 'q');
    expect(form).toHaveAttribute('action', '/search');
    expect(within(list!).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('opens and closes with the toggle, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    renderNav();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    screen.getByRole('link', { name: 'About us' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when an item is chosen, and marks the current page', async () => {
    const user = userEvent.setup();
    const router = renderNav('/');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'About us' }));
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

describe('which item is current', () => {
  it('is the page itself, or the section a page is inside; Home is never a section', () => {
    expect(currentness('/training', '/training')).toBe('page');
    expect(currentness('/training', '/training/')).toBe('page');
    expect(currentness('/training', '/training/screen-readers')).toBe('true');
    expect(currentness('/resources', '/resources/software-quick-guides/dragon')).toBe('true');
    expect(currentness('/training', '/trainingcentre')).toBeUndefined();
    expect(currentness('/', '/about')).toBeUndefined();
    expect(currentness('/', '/')).toBe('page');
  });
});
