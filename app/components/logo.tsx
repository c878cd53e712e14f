import { site } from "#app/site.config.ts";

/** The Sankofa mark alone: a heart whose curls turn back, after the Adinkra sankofa symbol. */
export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="9" fill="var(--color-brand)" />
      <path
        d="M16 25c-5-3.6-8.5-6.9-8.5-10.8A4.3 4.3 0 0 1 16 12.6a4.3 4.3 0 0 1 8.5 1.6C24.5 18.1 21 21.4 16 25Z"
        fill="none"
        stroke="var(--color-on-brand)"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <path
        d="M11 12.2c-1.6-1.2-1.3-3.6.6-4 1.3-.3 2.3.7 2 1.8M21 12.2c1.6-1.2 1.3-3.6-.6-4-1.3-.3-2.3.7-2 1.8"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** `from-sm`: the name shows from the sm breakpoint up, leaving a phone's header room for Open an Account. */
export function Logo({ wordmark = "always" }: { wordmark?: "always" | "from-sm" }) {
  return (
    <span className="inline-flex items-center gap-2 text-xl font-extrabold tracking-tight text-ink">
      <LogoMark />
      {wordmark === "from-sm" ? <span className="max-sm:hidden">{site.name}</span> : site.name}
    </span>
  );
}
