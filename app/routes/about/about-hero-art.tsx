import { Illustration } from "#app/components/illustration.tsx";

/**
 * A city abroad and a home in Africa joined by a journey, under the Sankofa heart: the bank that
 * joins Africa and its diaspora. Decorative: the heading says it in words.
 */
export function AboutHeroArt() {
  return <Illustration name="about-hero" alt="" width={560} height={420} />;
}
