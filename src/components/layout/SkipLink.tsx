/** First in the tab order on every page: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="skip-link sr-only z-[60] rounded-md bg-primary px-4 py-3 font-bold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to main content
    </a>
  );
}
