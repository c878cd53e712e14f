import type { ReactNode } from "react";

/** The content column: 1200 px wide with 16-24 px gutters (design brief). */
export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-content px-4 sm:px-6 ${className}`.trim()}>{children}</div>;
}
