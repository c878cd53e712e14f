import { Container } from "#app/components/container.tsx";
import { Illustration } from "#app/components/illustration.tsx";
import { Reveal } from "#app/components/reveal.tsx";
import { useContent } from "#app/lib/i18n/page.ts";

export function StorySection() {
  const { story } = useContent("about");
  return (
    <section id="story" aria-labelledby="story-title" className="py-16 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <Reveal>
          <h2 id="story-title" className="text-3xl font-extrabold sm:text-4xl">
            {story.heading}
          </h2>
          <div className="mt-6 space-y-4 text-lg text-ink-muted">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Reveal>
        <Reveal className="max-lg:order-first">
          <Illustration name="about-story" alt="" width={560} height={420} className="mx-auto" />
        </Reveal>
      </Container>
    </section>
  );
}
