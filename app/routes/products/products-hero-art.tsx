import { Illustration } from "#app/components/illustration.tsx";
import { useContent } from "#app/lib/i18n/page.ts";

/** Lazy, so phones, where the hero hides it, never download it. */
export function ProductsHeroArt() {
  const products = useContent("products");
  return (
    <div className="grid w-full max-w-md grid-cols-2 gap-4">
      {products.tabs.map((tab, index) => {
        const image = tab.cards[0]?.image;
        return image ? (
          <div
            key={tab.key}
            className={`overflow-hidden rounded-card border border-line bg-bg ${index % 2 === 1 ? "translate-y-6" : ""}`}
          >
            <Illustration name={image} alt="" width={480} height={320} className="w-full" />
          </div>
        ) : null;
      })}
    </div>
  );
}
