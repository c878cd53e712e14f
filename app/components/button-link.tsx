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

/** Only a variant sets a button's colours: another look is a new variant, never classes at the call site. */
const variants = {
  /** The main action of a page section. */
  primary: "border-transparent bg-brand text-on-brand hover:bg-brand/90",
  secondary: "border-brand text-brand hover:bg-brand-soft",
  /** A quieter action beside others. */
  ghost: "border-transparent text-brand hover:bg-brand-soft",
  /** The one action of a coloured band. */
  accent: "border-transparent bg-accent text-on-accent hover:bg-accent/90",
  /** App-store badges. */
  inverse: "border-transparent bg-ink text-bg hover:bg-ink/90",
} as const;

export type ButtonVariant = keyof typeof variants;

/** Utilities the variant and size own, with any state or breakpoint prefix. */
const ownedByTheButton =
  /^(?:[\w-]+:)*!?(?:bg|border|outline|ring|shadow|text|font|fill|stroke|rounded|p[xytrblse]?)(?:-|$)/;

/** `layout` may place the button but not restyle it: a restyling class throws, which fails the page's build. */
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

export function ButtonLink({ variant = "primary", className = "", children, context, ...props }: ButtonLinkProps) {
  return (
    <a className={buttonClass(variant, className)} {...props}>
      {children}
      {context ? <span className="sr-only">: {context}</span> : null}
    </a>
  );
}
