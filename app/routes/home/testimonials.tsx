import { useEffect, useState, useSyncExternalStore, type FocusEvent, type TouchEvent } from "react";
import { Icon } from "#app/components/icon.tsx";
import { Portrait } from "#app/components/portrait.tsx";
import { Container } from "#app/components/container.tsx";
import { Reveal } from "#app/components/reveal.tsx";
import type { HomeContent } from "#app/content/home.schema.ts";
import { fill, formatNumber } from "#app/lib/i18n/template.ts";
import { hook, pageDom } from "#app/contracts/page.ts";

/** Spec section 9: advance every 5 s; after any manual use, stay still for 10 s. */
export const autoAdvanceMs = 5_000;
export const manualHoldMs = 10_000;
const swipeThresholdPx = 50;

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** False in the prerendered HTML; the visitor's real preference once hydrated. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

export type TestimonialsProps = HomeContent["testimonials"] & { /** The page's Intl number locale. */ locale: string };

/**
 * WAI-ARIA carousel with the spec's timing and D8: a pause/play control, no rotation while hovered
 * or keyboard-focused, none by default under reduced motion. Without JavaScript, a list.
 */
export function Testimonials({ heading, items, controls, locale }: TestimonialsProps) {
  const number = (value: number) => formatNumber(value, locale);
  const count = items.length;
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // The visitor's own pause or play choice; until they make one, reduced motion means paused.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [manualAt, setManualAt] = useState<number | null>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocused, setKeyboardFocused] = useState(false);
  const [touchStartX, setTouchStartX] = useState<number | null>(null);
  // Set once the current, lazy portrait has loaded: the carousel is near the screen.
  const [portraitsNear, setPortraitsNear] = useState(false);

  const playing = playChoice ?? !reducedMotion;
  const rotating = playing && manualAt === null && !hovered && !keyboardFocused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), autoAdvanceMs);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  useEffect(() => {
    if (manualAt === null) return;
    const timer = window.setTimeout(() => setManualAt(null), manualHoldMs);
    return () => window.clearTimeout(timer);
  }, [manualAt]);

  function show(next: number) {
    setIndex((next + count) % count);
    setManualAt(Date.now());
  }

  function onFocus(event: FocusEvent<HTMLElement>) {
    // Keyboard focus pauses; a mouse click on a control is manual use, held for 10 s instead.
    const target = event.target;
    setKeyboardFocused(target.matches(":focus-visible") && !target.hasAttribute("data-rotation-control"));
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocused(false);
  }

  function onTouchEnd(event: TouchEvent<HTMLElement>) {
    const endX = event.changedTouches[0]?.clientX;
    if (touchStartX === null || endX === undefined) return;
    const distance = endX - touchStartX;
    if (Math.abs(distance) >= swipeThresholdPx) show(distance < 0 ? index + 1 : index - 1);
    setTouchStartX(null);
  }

  return (
    <section aria-labelledby="testimonials-title" className="bg-surface py-16 sm:py-24">
      <Container>
        <Reveal>
          <h2 id="testimonials-title" className="text-center text-3xl font-extrabold sm:text-4xl">
            {heading}
          </h2>
          <div
            aria-roledescription={controls.roleDescription}
            aria-label={controls.carouselLabel}
            className="relative mx-auto mt-12 max-w-3xl"
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocus={onFocus}
            onBlur={onBlur}
            onTouchStart={(event) => setTouchStartX(event.touches[0]?.clientX ?? null)}
            onTouchEnd={onTouchEnd}
          >
            <div className="mb-4 flex justify-end" {...hook(pageDom.needsScriptAttribute)}>
              <button
                type="button"
                data-rotation-control=""
                onClick={() => {
                  setPlayChoice(!playing);
                  setManualAt(null);
                }}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 font-semibold hover:border-brand"
              >
                <Icon name={playing ? "Pause" : "Play"} className="size-4" />
                {playing ? controls.pause : controls.play}
              </button>
            </div>
            <div aria-live={rotating ? "off" : "polite"} className="grid gap-6">
              {items.map((testimonial, position) => (
                <figure
                  key={testimonial.name}
                  aria-label={fill(controls.slide, { position: number(position + 1), count: number(count) })}
                  data-active={position === index}
                  className="rounded-card border border-line bg-bg p-6 text-center sm:p-10"
                >
                  <p className="flex justify-center gap-1 text-accent">
                    {Array.from({ length: testimonial.rating }, (_, star) => (
                      <Icon key={star} name="Star" className="size-5 fill-current" />
                    ))}
                    <span className="sr-only">{fill(controls.rating, { rating: number(testimonial.rating) })}</span>
                  </p>
                  <blockquote className="mt-6 text-xl font-medium sm:text-2xl">
                    <p>“{testimonial.quote}”</p>
                  </blockquote>
                  <figcaption className="mt-8 flex items-center justify-center gap-4 text-start">
                    {/* The slides either side load ahead, so the next one never opens blank, and a
                        visit that never comes this far loads none. */}
                    <Portrait
                      seed={testimonial.portraitSeed}
                      size={56}
                      className="bg-accent-soft"
                      preload={
                        portraitsNear && (position === (index + 1) % count || position === (index - 1 + count) % count)
                      }
                      onLoad={() => setPortraitsNear(true)}
                    />
                    <span>
                      <span className="block font-bold">{testimonial.name}</span>
                      <span className="block text-sm text-ink-muted">{testimonial.role}</span>
                    </span>
                  </figcaption>
                </figure>
              ))}
            </div>
            <div className="mt-6 flex items-center justify-center gap-2" {...hook(pageDom.needsScriptAttribute)}>
              <button
                type="button"
                aria-label={controls.previous}
                onClick={() => show(index - 1)}
                className="grid size-11 place-items-center rounded-full border border-line hover:border-brand"
              >
                <Icon name="ChevronLeft" className="size-5" />
              </button>
              <ul className="flex" aria-label={controls.choose}>
                {items.map((testimonial, position) => (
                  <li key={testimonial.name}>
                    <button
                      type="button"
                      aria-label={fill(controls.showSlide, { position: number(position + 1), count: number(count) })}
                      aria-current={position === index ? "true" : undefined}
                      onClick={() => show(position)}
                      className="group grid size-11 place-items-center rounded-full"
                    >
                      <span className="block size-3 rounded-full bg-line group-aria-[current=true]:w-8 group-aria-[current=true]:bg-brand" />
                    </button>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                aria-label={controls.next}
                onClick={() => show(index + 1)}
                className="grid size-11 place-items-center rounded-full border border-line hover:border-brand"
              >
                <Icon name="ChevronRight" className="size-5" />
              </button>
            </div>
          </div>
        </Reveal>
      </Container>
    </section>
  );
}
