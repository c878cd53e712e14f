import type { AnchorHTMLAttributes, ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "accent";

// Every variant has a 2 px border (transparent where none shows), so that buttons of different
// variants side by side are the same height.
const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 px-6 py-2.5 text-base font-semibold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "border-transparent bg-brand text-on-brand hover:bg-brand/90",
  secondary: "border-brand text-brand hover:bg-brand-soft",
  ghost: "border-transparent text-brand hover:bg-brand-soft",
  accent: "border-transparent bg-accent text-on-accent hover:bg-accent/90",
};

/** Classes for anything that should look like a button: links and real buttons alike. */
export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
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
