import { LogoMark } from "#app/components/logo.tsx";

/** The sankofa mark, large, in a ring: on this page the name is the story. Decorative. */
export function AboutHeroArt() {
  return (
    <div
      aria-hidden="true"
      className="grid size-96 place-items-center rounded-full border-2 border-dashed border-accent"
    >
      <div className="grid size-80 place-items-center rounded-full bg-brand-soft">
        <LogoMark size={176} className="rotate-[-6deg] rounded-[3rem] shadow-sm" />
      </div>
    </div>
  );
}
