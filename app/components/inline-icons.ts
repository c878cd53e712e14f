// Drawn by `npm run icons` (scripts/icon-sprite.ts) from lucide-react (ISC licence): do not edit.
export const inlineIconSymbols =
  '<symbol id="icon-Menu" viewBox="0 0 24 24"><path d="M4 5h16M4 12h16M4 19h16"/></symbol><symbol id="icon-X" viewBox="0 0 24 24"><path d="M18 6 6 18M6 6l12 12"/></symbol>';
export const scriptIconSymbols =
  '<symbol id="icon-Moon" viewBox="0 0 24 24"><path d="M21 12.5a9 9 0 1 1-9.5-9.5c.4 0 .6 .5 .4 .8a6 6 0 0 0 8.3 8.3c.3-.2 .8 0 .8 .4"/></symbol><symbol id="icon-Sun" viewBox="0 0 24 24"><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M6.3 17.7l-1.4 1.4M19.1 4.9l-1.4 1.4"/><circle cx="12" cy="12" r="4"/></symbol>';
