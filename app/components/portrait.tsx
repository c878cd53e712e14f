// Generated at build time (scripts/lib/portraits.ts): hashed files, cached a year.
const portraits = import.meta.glob<string>("../assets/avatars/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

function portraitUrl(seed: string): string {
  const url = portraits[`../assets/avatars/${seed}.svg`];
  if (!url) throw new Error(`No portrait for "${seed}": run \`npm run generate\` (the build does it)`);
  return url;
}

type PortraitProps = {
  seed: string;
  size: number;
  className?: string;
  /** Load now, at low priority, though it is not on screen yet (the carousel's next slide). */
  preload?: boolean;
  onLoad?: () => void;
};

/** Decorative: the person's name is always shown beside it. */
export function Portrait({ seed, size, className = "", preload = false, onLoad }: PortraitProps) {
  return (
    <img
      src={portraitUrl(seed)}
      alt=""
      width={size}
      height={size}
      loading={preload ? "eager" : "lazy"}
      fetchPriority={preload ? "low" : undefined}
      decoding="async"
      onLoad={onLoad}
      className={`shrink-0 rounded-full ${className}`.trim()}
    />
  );
}
