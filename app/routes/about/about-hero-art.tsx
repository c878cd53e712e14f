import { Illustration } from "#app/components/illustration.tsx";

/** Decorative: the heading says in words what it draws. */
export function AboutHeroArt() {
  return <Illustration name="about-hero" alt="" width={560} height={420} />;
}
