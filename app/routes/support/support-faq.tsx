import { Icon } from "#app/components/icon.tsx";
import type { FaqCategories } from "#app/content/faq.ts";
import { supportDom } from "#app/contracts/support.ts";
import { hook } from "#app/contracts/page.ts";
import { tapOwners, tapsDom } from "#app/contracts/taps.ts";
import { FullStylesheetOnFirstUse } from "#app/components/after-paint.tsx";

/**
 * Every answer is in the HTML, for crawlers and find in page, and shows without scripting. With it,
 * CSS hides the answers only until app/client/support/faq.ts takes them over.
 */
export function SupportFaq({ categories }: { categories: FaqCategories }) {
  return (
    <div id={supportDom.faq} data-faq="" {...hook(tapsDom.owner, tapOwners.support)} className="space-y-8">
      <FullStylesheetOnFirstUse />
      {categories.map((category) => (
        <div key={category.id} data-reveal="">
          <h3 className="text-2xl font-bold">{category.name}</h3>
          <ul className="mt-3 divide-y divide-line rounded-card border border-line bg-surface px-5 shadow-sm sm:px-6 dark:shadow-none">
            {category.entries.map((entry) => (
              <li key={entry.id}>
                <h4>
                  <button
                    type="button"
                    aria-controls={`faq-${entry.id}`}
                    className="group flex min-h-11 w-full items-center justify-between gap-4 py-4 text-start text-lg font-semibold text-ink hover:text-brand"
                  >
                    {entry.question}
                    <Icon
                      name="ChevronDown"
                      className="size-5 shrink-0 text-brand transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
                    />
                  </button>
                </h4>
                {/* No box of its own: a closed answer (content-visibility: hidden) takes no room. */}
                <div id={`faq-${entry.id}`} className="scripting:[[data-faq]:not([data-faq-ready])_&]:hidden">
                  <div className="space-y-3 pb-5 text-ink-muted">
                    {entry.answer.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
