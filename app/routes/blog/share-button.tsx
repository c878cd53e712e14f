import { Icon } from "#app/components/icon.tsx";
import { buttonClass } from "#app/components/button-link.tsx";
import { articleDom } from "#app/contracts/article.ts";
import { hook } from "#app/contracts/page.ts";
import { tapOwners, tapsDom } from "#app/contracts/taps.ts";

/**
 * The article script shares or copies, and writes what happened into the status beside the button,
 * which screen readers announce (D7). Without scripting it could do nothing, so CSS hides it.
 */
export function ShareButton({ label }: { label: string }) {
  return (
    <div className="relative noscript:hidden">
      <button
        type="button"
        {...hook(articleDom.shareButton)}
        {...hook(tapsDom.owner, tapOwners.article)}
        className={buttonClass("secondary")}
      >
        <Icon name="Share2" className="size-5" />
        {label}
      </button>
      <output
        aria-live="polite"
        {...hook(articleDom.shareStatus)}
        className="absolute start-0 top-full mt-1 text-sm font-semibold whitespace-nowrap text-brand"
      />
    </div>
  );
}
