// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestimonialsPage as Content } from '../../../content-model/schemas';
import TestimonialsPage, { TestimonialFigure } from '../../../src/pages/testimonials/TestimonialsPage';

/** The page's content as written, or as it will be once the owner has supplied every quote. */
const state = vi.hoisted(() => ({ supplied: false, written: undefined as unknown }));
vi.mock('../../../src/content/generated/testimonialsPage', async (importOriginal) => {
  const { testimonialsPage } = await importOriginal<{ testimonialsPage: Content }>();
  state.written = testimonialsPage;
  const supplied = { ...testimonialsPage, testimonials: testimonialsPage.testimonials.map((entry) => ({ ...entry, provisional: false })) };
  return {
    get testimonialsPage() {
      return state.supplied ? supplied : testimonialsPage;
    },
  };
});

const written = () => state.written as Content;

function renderPage() {
  render(createElement(MemoryRouter, null, createElement(TestimonialsPage)));
}

describe('testimonials (docs/decisions/023)', () => {
  afterEach(() => {
    state.supplied = false;
  });

  it('keep SPEC’s three entries: a client, a school and a GP training session', () => {
    expect(written().testimonials.map((entry) => entry.author)).toEqual(['A training client', 'A secondary school', 'A GP practice']);
  });

  it('show an example we wrote as a labelled example: the label is seen and heard first, and nothing is quoted', () => {
    const { provisionalLabel, testimonials } = written();
    const example = testimonials[0]!;
    render(createElement(TestimonialFigure, { testimonial: { ...example, provisional: true }, provisionalLabel }));
    const figure = screen.getByRole('figure', { name: `${provisionalLabel} ${example.author}` });
    expect(figure.firstElementChild).toHaveTextContent(provisionalLabel);
    expect(figure.querySelector('blockquote')).toBeNull();
    expect(figure).toHaveTextContent(example.quote[0]!);
  });

  it('show a client’s own words as a quotation, without the label', () => {
    const { provisionalLabel, testimonials } = written();
    const example = testimonials[0]!;
    render(createElement(TestimonialFigure, { testimonial: { ...example, provisional: false }, provisionalLabel }));
    const figure = screen.getByRole('figure');
    expect(within(figure).queryByText(provisionalLabel)).toBeNull();
    expect(figure.querySelector('blockquote')).toHaveTextContent(example.quote[0]!);
    expect(figure.querySelector('figcaption')).toHaveTextContent(example.author);
  });

  it('introduce the entries as our examples while any is provisional', () => {
    const { intro, provisionalIntro, provisionalLabel, testimonials } = written();
    expect(testimonials.some((entry) => entry.provisional)).toBe(true);
    renderPage();
    expect(screen.getByText(provisionalIntro)).toBeInTheDocument();
    expect(screen.queryByText(intro)).toBeNull();
    expect(screen.getAllByText(provisionalLabel)).toHaveLength(testimonials.filter((entry) => entry.provisional).length);
  });

  it('introduce them as clients’ words, quoted, once the owner has supplied every one', () => {
    const { intro, provisionalIntro, provisionalLabel } = written();
    state.supplied = true;
    renderPage();
    expect(screen.getByText(intro)).toBeInTheDocument();
    expect(screen.queryByText(provisionalIntro)).toBeNull();
    expect(screen.queryAllByText(provisionalLabel)).toHaveLength(0);
    expect(document.querySelectorAll('blockquote')).toHaveLength(3);
  });
});
