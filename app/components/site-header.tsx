import { Icon } from "#app/components/icon.tsx";
import { useLocation } from "react-router";
import { buttonClass } from "#app/components/button-link.tsx";
import { Container } from "#app/components/container.tsx";
import { Logo } from "#app/components/logo.tsx";
import { ThemeToggle } from "#app/components/theme-toggle.tsx";
import { HeaderLanguageSwitcher, MenuLanguageSwitcher } from "#app/components/language-switcher.tsx";
import type { PrimaryNavItem } from "#app/content/navigation.ts";
import { useLayout } from "#app/lib/i18n/page.ts";
import { hook, pageDom } from "#app/contracts/page.ts";

function isCurrent(pathname: string, link: PrimaryNavItem): boolean {
  return [link.href, ...(link.alsoCurrentFor ?? [])].some(
    (section) => pathname === section || pathname.startsWith(`${section}/`),
  );
}

/** The mobile menu is a native popover: it opens and closes (Escape, a click outside) with no JavaScript. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const { navigation, interface: interfaceText } = useLayout().content;
  const { home, login, openAccount } = navigation.headerActions;
  const links = navigation.primaryNavigation.map((link) => ({
    ...link,
    current: isCurrent(pathname, link) ? ("page" as const) : undefined,
  }));
  return (
    <header {...hook(pageDom.siteHeader)} className="sticky top-0 z-40 border-b border-line bg-surface">
      {/* The narrowest phones set the first visit in the system face, a little wider than Manrope. */}
      <Container className="flex h-16 items-center justify-between gap-1 min-[360px]:gap-2">
        <a href={home.href} className="rounded-lg no-underline" aria-label={home.label}>
          <Logo wordmark="from-sm" />
        </a>
        <nav aria-label={interfaceText.header.mainNavigation} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={link.current}
                  className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-ink no-underline hover:text-brand aria-[current=page]:text-brand aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <HeaderLanguageSwitcher />
          <ThemeToggle label={interfaceText.themeToggle} />
          <a href={login.href} className={buttonClass("ghost", "whitespace-nowrap max-sm:hidden", "compact")}>
            {login.label}
          </a>
          <a href={openAccount.href} className={buttonClass("primary", "whitespace-nowrap", "compact")}>
            {openAccount.label}
          </a>
          <button
            type="button"
            popoverTarget="mobile-menu"
            aria-controls="mobile-menu"
            aria-label={interfaceText.header.openMenu}
            className="grid size-11 place-items-center rounded-full text-ink hover:bg-brand-soft xl:hidden"
          >
            <Icon name="Menu" className="size-6" />
          </button>
        </div>
      </Container>
      <div
        id="mobile-menu"
        popover="auto"
        className="inset-x-0 top-0 bottom-auto m-0 w-full max-w-none border-b border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-ink/40 xl:hidden"
      >
        <Container className="flex h-16 items-center justify-between">
          <Logo />
          <button
            type="button"
            popoverTarget="mobile-menu"
            popoverTargetAction="hide"
            aria-label={interfaceText.header.closeMenu}
            className="grid size-11 place-items-center rounded-full hover:bg-brand-soft"
          >
            <Icon name="X" className="size-6" />
          </button>
        </Container>
        <nav aria-label={interfaceText.header.mobileNavigation}>
          <Container className="pb-6">
            <ul className="divide-y divide-line border-y border-line">
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={link.current}
                    className="flex min-h-12 items-center text-lg font-semibold text-ink no-underline aria-[current=page]:text-brand"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
            <div className="mt-6 grid gap-3 sm:grid-cols-2">
              <a href={login.href} className={buttonClass("secondary")}>
                {login.label}
              </a>
              <a href={openAccount.href} className={buttonClass("primary")}>
                {openAccount.label}
              </a>
            </div>
            <MenuLanguageSwitcher />
          </Container>
        </nav>
      </div>
    </header>
  );
}
