import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { mainNavigation } from '../../content/generated/navigation';
import { isRoutePath, normalisePath } from '../../routes/routeTable';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { SiteSearchForm } from './SiteSearchForm';

/**
 * Where the current address is in the navigation, for aria-current: the item's own page ("page"), a
 * page inside the item's section, such as /training/screen-readers under Training ("true", as
 * GOV.UK's service navigation does), or neither.
 */
export function currentness(itemPath: string, pathname: string): 'page' | 'true' | undefined {
  const path = normalisePath(pathname);
  if (path === itemPath) return 'page';
  if (itemPath !== '/' && path.startsWith(`${itemPath}/`)) return 'true';
  return undefined;
}

/**
 * The main navigation and the site's search form. From the lg breakpoint up the form sits beside the
 * logo and the links in a row below. Below it, a disclosure: the "Menu" button (aria-expanded,
 * aria-controls) shows and hides the form and the list, in that order after it; choosing a link,
 * pressing Escape (focus returns to the button) or moving focus out of them closes it. With
 * JavaScript off, public/noscript.css shows both and hides the button, so every link and the search
 * stay reachable.
 *
 * Its parts are items of the header's row (the wrapper is display: contents, which has no role to
 * lose): the button and the form are not navigation, so they sit beside the nav landmark, not in it.
 */
export function SiteNav() {
  const { pathname } = useLocation();
  // The menu is open for one page: navigating anywhere else closes it, with no effect needed.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const open = openOnPath === pathname;
  const setOpen = (value: boolean) => setOpenOnPath(value ? pathname : null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const searchId = useId();

  // The open menu hangs over the page: when focus moves on past it (Tab, a click elsewhere), it
  // closes, so it never hides the element that now has focus (WCAG 2.4.11).
  function onBlur(event: FocusEvent) {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    }
  }

  const items = mainNavigation.filter((item) => isRoutePath(item.path));

  return (
    // The keydown listener catches Escape bubbling up from the button, the form or any link inside the
    // menu; the blur listener closes the menu when focus leaves them.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={onKeyDown} onBlur={onBlur} className="contents">
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-control-border px-4 py-2 font-bold text-foreground hover:bg-secondary lg:hidden"
        aria-expanded={open}
        aria-controls={`${searchId} ${listId}`}
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
        Menu
      </button>
      <SiteSearchForm id={searchId} className={`${open ? 'flex' : 'hidden'} basis-full lg:flex lg:basis-auto`} />
      <nav aria-label="Main" className="lg:flex lg:basis-full lg:items-center">
        <ul
          id={listId}
          className={`site-menu ${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b-2 border-border bg-background px-4 py-3 shadow-lg lg:static lg:flex lg:flex-row lg:flex-wrap lg:gap-1 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
        >
          {items.map((item) => {
            const current = currentness(item.path, pathname);
            return (
              <li key={item.path}>
                <Link
                  to={item.path}
                  aria-current={current}
                  // Choosing the page already shown navigates nowhere, so close the menu here too.
                  onClick={() => setOpen(false)}
                  // The current page and the current section look the same: bold, underlined, shaded.
                  className={`flex min-h-11 items-center rounded-md px-3 py-2 no-underline hover:underline ${
                    current
                      ? 'bg-secondary font-bold text-secondary-foreground underline decoration-[0.15em] underline-offset-[0.3em]'
                      : 'text-foreground'
                  }`}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
