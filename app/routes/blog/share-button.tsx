import { Icon } from "#app/components/icon.tsx";
import { buttonClass } from "#app/components/button-link.tsx";
import { articleDom } from "#app/contracts/article.ts";
import { hook } from "#app/contracts/page.ts";
import { tapOwners, tapsDom } from "#app/contracts/taps.ts";

/**
 * Share Article. The article script (app/client/article/article-script.ts) opens the share sheet or copies
 * the address, reading what to share from the article element's data-share-* attributes, and
 * writes the article's "Link copied" (its data-share-copied) into the status beside the button, which screen readers announce (D7).
 * Without scripting the button could do nothing, so CSS hides it.
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
