// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { Button, ButtonLink } from '../../../src/components/ui/Button';
import { buttonClasses, buttonSizes, buttonVariants } from '../../../src/components/ui/buttonStyles';

/** Tailwind's spacing scale: min-h-9 is 2.25rem, 36 px at the default text size. */
const minHeightPx = (classes: string) => Number(/\bmin-h-(\d+)\b/.exec(classes)?.[1] ?? 0) * 4;

describe('Button', () => {
  it("renders each of SPEC's seven variants and four sizes differently", () => {
    render(
      <>
        {buttonVariants.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </>,
    );
    const variantLooks = buttonVariants.map((variant) => screen.getByRole('button', { name: variant }).className);
    expect(new Set(variantLooks).size).toBe(7);
    expect(new Set(buttonSizes.map((size) => buttonClasses({ size }))).size).toBe(4);
  });

  it('is a real button that does not submit forms unless asked', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('renders a real link with the button look when it goes somewhere', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/about" variant="hero">
          Learn About Us
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Learn About Us' });
    expect(link).toHaveAttribute('href', '/about');
    expect(link.className).toContain('bg-hero');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives every variant its own border colour (drawn in forced-colours mode) and every size a target of at least 24 px', () => {
    for (const variant of buttonVariants) {
      // A width and a colour of its own: without a colour a variant would take the text colour's border.
      const classes = buttonClasses({ variant });
      expect(classes, variant).toMatch(/\bborder-2\b/);
      expect(classes, variant).toMatch(/\bborder-(?:primary|destructive|transparent|hero-foreground)\b/);
    }
    for (const size of buttonSizes) {
      const classes = buttonClasses({ size });
      const height =
        size === 'icon' ? Math.min(minHeightPx(classes), Number(/\bmin-w-(\d+)\b/.exec(classes)?.[1] ?? 0) * 4) : minHeightPx(classes);
      expect(height, size).toBeGreaterThanOrEqual(24);
    }
  });
});
