import type { AnchorHTMLAttributes, ReactNode } from "react";

// Every variant has a 2 px border (transparent where none shows), so that buttons of different
// variants side by side are the same height.
const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 py-2.5 font-semibold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const sizes = {
  regular: "px-6 text-base",
  /** The header's buttons: narrow enough for a 320 px phone. */
  compact: "px-4 text-sm",
} as const;

type ButtonSize = keyof typeof sizes;

/**
 * Each variant owns its border, background (none: transparent) and text colours, and nothing else
 * may set them: a button that needs another look is a new variant here, never extra colour classes
 * at the call site.
 */
const variants = {
  /** Filled brand green: the main action of a page section. */
  primary: "border-transparent bg-brand text-on-brand hover:bg-brand/90",
  /** Outlined in brand green, on the page's paper and cards. */
  secondary: "border-brand text-brand hover:bg-brand-soft",
  /** Text only, for a quieter action beside others. */
  ghost: "border-transparent text-brand hover:bg-brand-soft",
  /** Filled gold: the one action of a coloured band. */
  accent: "border-transparent bg-accent text-on-accent hover:bg-accent/90",
  /** Filled in ink, the inverse of the page: app-store badges. */
  inverse: "border-transparent bg-ink text-bg hover:bg-ink/90",
} as const;

export type ButtonVariant = keyof typeof variants;

/**
 * Utilities the variant and size own, with any state or breakpoint prefix: colours, borders,
 * outlines, rings, shadows, text, padding and corners.
 */
const ownedByTheButton =
  /^(?:[\w-]+:)*!?(?:bg|border|outline|ring|shadow|text|font|fill|stroke|rounded|p[xytrblse]?)(?:-|$)/;

/**
 * Classes for anything that should look like a button: links and real buttons alike. `layout` may
 * place the button (margins, width, alignment, visibility) but not restyle it: a class that would
 * fight the variant or size throws, which fails the build of the page that uses it.
 */
export function buttonClass(variant: ButtonVariant = "primary", layout = "", size: ButtonSize = "regular"): string {
  const conflicting = layout.split(/\s+/).filter((name) => ownedByTheButton.test(name));
  if (conflicting.length > 0) {
    throw new Error(`buttonClass: "${conflicting.join(" ")}" would fight the ${variant} button; add a variant or size`);
  }
  return `${base} ${sizes[size]} ${variants[variant]} ${layout}`.trim();
}

type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  variant?: ButtonVariant;
  children: ReactNode;
  /** Read after a generic label such as "Learn More", for screen readers and search engines only. */
  context?: string;
};

/** A link styled as a button; attributes such as `target` and `rel` pass through unchanged. */
export function ButtonLink({ variant = "primary", className = "", children, context, ...props }: ButtonLinkProps) {
  return (
    <a className={buttonClass(variant, className)} {...props}>
      {children}
      {context ? <span className="sr-only">: {context}</span> : null}
    </a>
  );
}
