export function HeroIllustration({ className }: { className?: string }) {
  const brand = "var(--color-brand, #0B5D4B)";
  const accent = "var(--color-accent, #E8A33D)";
  const brandSoft = "var(--color-brand-soft, #D8EDE6)";
  const accentSoft = "var(--color-accent-soft, #FBE9CC)";
  const ink = "var(--color-ink, #14201D)";
  const surface = "var(--color-surface, #FFFFFF)";
  const skin = "var(--hero-skin, #8D5524)";
  return (
    <svg viewBox="0 0 560 480" width={560} height={480} aria-hidden="true" focusable="false" className={className}>
      <defs>
        <pattern id="hero-ankara" width="20" height="20" patternUnits="userSpaceOnUse">
          <rect width="20" height="20" fill={accent} />
          <path d="M10 2l8 8-8 8-8-8z" fill={brand} />
          <circle cx="10" cy="10" r="3" fill={accentSoft} />
        </pattern>
      </defs>
      <ellipse cx="270" cy="440" rx="230" ry="12" fill={brandSoft} />
      <circle cx="350" cy="210" r="150" fill={brandSoft} />
      <g fill="none" stroke="var(--color-bg, #F7F5EF)" strokeWidth="3">
        <ellipse cx="350" cy="210" rx="64" ry="150" />
        <path d="M350 60v300M200 210h300M220 136h260M220 284h260" />
      </g>
      <path
        fill={brand}
        opacity=".4"
        d="M389 140l29-1-2 5 15 6 2-4 17 2 4 3 5 10 4 10 2 4 7 5 2 3 12-2-4 7-6 10-7 7-3 5-1 5 3 5v7l-9 9v6l-5 4v5l-7 7-14 3-3-1-1-4-4-8-5-16 2-10-2-10-6-9 1-8-6-1-7-3-8 2-8 1-6-4-3-4-7-9 1-8-1-3 7-11 5-4 1-5zM483 222l2 6-6 16-5-1-1-7 2-7 4-3z"
      />
      <g fill="none" stroke={accent} strokeWidth="4" strokeLinecap="round" strokeDasharray="2 12">
        <path d="M398 190C410 70 260 30 172 60" />
        <path d="M398 190C440 118 480 100 524 110" />
      </g>
      <g fill={accent} stroke={surface} strokeWidth="4">
        <circle cx="398" cy="190" r="9" />
        <circle cx="172" cy="60" r="8" />
        <circle cx="524" cy="110" r="8" />
      </g>
      <g transform="rotate(-14 110 64)">
        <rect x="56" y="32" width="108" height="66" rx="10" fill={accent} />
        <rect x="68" y="46" width="20" height="14" rx="3" fill={accentSoft} />
        <rect x="68" y="78" width="52" height="6" rx="3" fill={ink} />
      </g>
      <rect x="200" y="80" width="160" height="320" rx="28" fill={ink} />
      <rect x="210" y="92" width="140" height="296" rx="18" fill={surface} />
      <rect x="258" y="98" width="44" height="8" rx="4" fill={ink} />
      <rect x="222" y="120" width="116" height="70" rx="14" fill={brand} />
      <rect x="236" y="136" width="40" height="8" rx="4" fill={brandSoft} />
      <rect x="236" y="154" width="72" height="16" rx="8" fill={surface} />
      <circle cx="320" cy="140" r="8" fill={accent} />
      <circle cx="236" cy="218" r="12" fill={accentSoft} />
      <g fill={brandSoft}>
        <circle cx="265" cy="218" r="12" />
        <circle cx="295" cy="218" r="12" />
        <circle cx="324" cy="218" r="12" />
        <path d="M222 310l28-20 28 8 28-28 32-12v64H222z" />
        <rect x="252" y="345" width="50" height="6" rx="3" />
      </g>
      <path d="M236 211v14m-7-7h14" stroke={accent} strokeWidth="3" strokeLinecap="round" />
      <path
        d="M222 310l28-20 28 8 28-28 32-12"
        fill="none"
        stroke={brand}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="234" cy="348" r="10" fill={accentSoft} />
      <rect x="314" y="344" width="24" height="8" rx="4" fill={brand} />
      <rect x="256" y="374" width="48" height="5" rx="2.5" fill="var(--color-ink-muted, #4B5B57)" />
      <path
        d="M106 384v44m24-44v44M142 216l34 40 34-8"
        fill="none"
        stroke={skin}
        strokeWidth="13"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M118 196c-26 0-40 14-44 34L54 384h128L162 230c-4-20-18-34-44-34z" fill="url(#hero-ankara)" />
      <rect x="78" y="262" width="80" height="10" rx="3" fill={brand} />
      <path
        d="M88 222l-14 54 8 30"
        fill="none"
        stroke={skin}
        strokeWidth="13"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="118" cy="172" r="22" fill={skin} />
      <path
        d="M93 172c-8-26 8-48 32-46 24 2 34 22 24 44-16-14-40-14-56 2zM116 130c0-22 26-30 42-16-14 0-28 6-42 16z"
        fill={brand}
      />
      <g fill={accent}>
        <circle cx="456" cy="372" r="26" />
        <circle cx="506" cy="322" r="16" />
      </g>
      <g fill="none" stroke={accentSoft} strokeWidth="5">
        <circle cx="456" cy="372" r="15" />
        <circle cx="506" cy="322" r="8" />
      </g>
      <path
        d="M40 250v16m-8-8h16M300 30v14m-7-7h14M536 200v12m-6-6h12"
        stroke={accent}
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}
