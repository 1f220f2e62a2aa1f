import { BelowTheFold } from '../../components/layout/BelowTheFold';
import { ButtonLink } from '../../components/ui/Button';
import { AwardIcon, CheckIcon, HeadsetIcon } from '../../components/ui/icons';
import { home } from '../../content/generated/home';
import { whyChooseUsVideo as video } from '../../content/video';
import { VideoPlayer } from '../../components/media/VideoPlayer';
import { anchorId } from '../../lib/anchor';
import { searchBody, searchItem, searchTitle } from '../../lib/search/htmlHooks';

/**
 * Home (SPEC §2 "Home"): hero, certifications, service teasers, consultation, support, why us.
 * Sections are not named regions: their headings are the structure, so the landmark list stays short.
 */
export default function HomePage() {
  const { hero, certifications, serviceTeasers, consultation, support, whyChooseUs } = home;

  return (
    <>
      <section className="border-b-2 border-border bg-secondary">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <h1 className="max-w-3xl text-4xl text-secondary-foreground sm:text-5xl">{hero.heading}</h1>
          <p className="mt-5 max-w-3xl text-xl text-secondary-foreground">{hero.intro}</p>
          <ButtonLink to={hero.action.path} variant="hero" size="lg" className="mt-8">
            {hero.action.label}
          </ButtonLink>
        </div>
      </section>

      <BelowTheFold>
        <section className="mx-auto max-w-6xl px-4 py-12">
          <h2 id={anchorId(certifications.heading)} className="text-3xl">
            {certifications.heading}
          </h2>
          <p className="mt-3 text-muted-foreground">{certifications.intro}</p>
          {/* As many columns as fit cards of 11rem: with larger text there are fewer, so no name breaks. */}
          <ul className="mt-6 grid gap-4 [grid-template-columns:repeat(auto-fill,minmax(min(100%,11rem),1fr))]">
            {certifications.badges.map((badge) => (
              <li key={badge.name} className="flex flex-col gap-2 rounded-lg border-2 border-border p-4">
                <AwardIcon className="size-8 text-primary" />
                <span className="font-bold">{badge.name}</span>
                <span className="text-base text-muted-foreground">{badge.description}</span>
                <span className="text-base">
                  Certified <time dateTime={String(certifications.year)}>{certifications.year}</time>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section className="bg-surface">
          <div className="mx-auto max-w-6xl px-4 py-12">
            <h2 id={anchorId(serviceTeasers.heading)} className="text-3xl">
              {serviceTeasers.heading}
            </h2>
            <div className="mt-6 grid gap-6 md:grid-cols-2">
              {serviceTeasers.items.map((teaser) => (
                <article key={teaser.title} className="flex flex-col rounded-lg border-2 border-border bg-background p-6">
                  <h3 id={anchorId(teaser.title)} className="text-2xl">
                    {teaser.title}
                  </h3>
                  <p className="mt-3">{teaser.text}</p>
                  <ul className="mt-4 flex-1 space-y-2">
                    {teaser.points.map((point) => (
                      <li key={point} className="flex gap-2">
                        <CheckIcon className="mt-1 size-5 shrink-0 text-primary" />
                        <span>{point}</span>
                      </li>
                    ))}
                  </ul>
                  <ButtonLink to={teaser.action.path} variant="outline" className="mt-6 self-start">
                    {teaser.action.label}
                  </ButtonLink>
                </article>
              ))}
            </div>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-12">
          <div className="grid gap-8 rounded-lg border-2 border-primary p-6 sm:p-10 md:grid-cols-[auto_1fr]">
            <HeadsetIcon className="hidden size-16 text-primary md:block" />
            <div>
              <h2 id={anchorId(consultation.heading)} className="text-3xl">
                {consultation.heading}
              </h2>
              <p className="mt-3">{consultation.text}</p>
              <ul className="mt-4 space-y-2">
                {consultation.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <CheckIcon className="mt-1 size-5 shrink-0 text-primary" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <ButtonLink to={consultation.action.path} size="lg" className="mt-6">
                {consultation.action.label}
              </ButtonLink>
            </div>
          </div>
        </section>
      </BelowTheFold>

      <BelowTheFold>
        <section className="bg-surface">
          <div className="mx-auto max-w-6xl px-4 py-12">
            <h2 id={anchorId(support.heading)} className="text-3xl">
              {support.heading}
            </h2>
            <p className="mt-3">{support.intro}</p>
            <div className="mt-6 grid gap-6 md:grid-cols-2">
              {support.items.map((item) => (
                <div key={item.title} className="rounded-lg border-2 border-border bg-background p-6">
                  <h3 id={anchorId(item.title)} className="text-xl">
                    {item.title}
                  </h3>
                  <p className="mt-2">{item.text}</p>
                </div>
              ))}
            </div>
            <ButtonLink to={support.action.path} size="lg" className="mt-8">
              {support.action.label}
            </ButtonLink>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-12">
          <h2 id={anchorId(whyChooseUs.heading)} className="text-3xl">
            {whyChooseUs.heading}
          </h2>
          {whyChooseUs.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 max-w-3xl">
              {paragraph}
            </p>
          ))}
          <VideoPlayer
            src={video.src}
            title={video.title}
            description={video.description}
            poster={video.poster}
            captions={video.captions}
            width={video.width}
            height={video.height}
            durationSeconds={video.durationSeconds}
            transcriptId="video-transcript"
            className="mt-8 max-w-4xl"
          />
          <details id="video-transcript" className="mt-4 max-w-4xl rounded-lg border-2 border-border" {...searchItem('faq')}>
            <summary className="flex min-h-12 cursor-pointer items-center px-4 py-3 font-bold hover:bg-secondary" {...searchTitle}>
              Transcript of the video
            </summary>
            <div className="space-y-4 px-4 pb-4" {...searchBody}>
              {video.segments.map((segment) => (
                <div key={segment.heading}>
                  <h3 className="text-lg">{segment.heading}</h3>
                  <p className="mt-1">{segment.narration}</p>
                </div>
              ))}
            </div>
          </details>
        </section>
      </BelowTheFold>
    </>
  );
}
