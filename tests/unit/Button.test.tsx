// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { Button, ButtonLink } from '../../src/components/ui/Button';
import { buttonClasses, buttonSizes, buttonVariants } from '../../src/components/ui/buttonStyles';

describe('Button', () => {
  it('has SPEC\'s seven variants and four sizes', () => {
    expect(buttonVariants).toEqual(['default', 'destructive', 'outline', 'secondary', 'ghost', 'link', 'hero']);
    expect(buttonSizes).toEqual(['default', 'sm', 'lg', 'icon']);
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

  it('keeps a border in every variant (visible in forced-colors mode) and a target of at least 24 px', () => {
    for (const variant of buttonVariants) {
      for (const size of buttonSizes) {
        const classes = buttonClasses({ variant, size });
        expect(classes).toContain('border-2');
        expect(classes).toMatch(/min-h-(9|11|12)/);
      }
    }
  });
});
