import { Icon } from "#app/components/icon.tsx";
import { BrandIcon } from "#app/components/brand-icon.tsx";
import { buttonClass } from "#app/components/button-link.tsx";
import { Container } from "#app/components/container.tsx";
import { Logo } from "#app/components/logo.tsx";
import { FooterLanguageSwitcher, PageUnreviewedNotice } from "#app/components/language-switcher.tsx";
import type { NavLink } from "#app/content/navigation.ts";
import { useLayout } from "#app/lib/i18n/page.ts";
import { localizeHref, numberLocale } from "#app/lib/i18n/language.ts";
import { regulationLine } from "#app/lib/regulation.ts";
import type { RoutePath } from "#app/lib/route-paths.ts";
import { site as siteConfig } from "#app/site.config.ts";
import { hook, pageDom } from "#app/contracts/page.ts";

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-base font-bold text-ink">{title}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-flex min-h-11 items-center text-ink-muted hover:text-brand sm:min-h-9"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const regulationPath = "/regulatory-status" satisfies RoutePath;

// The year the page was built; the site script brings it up to date in the browser.
const buildYear = new Date().getFullYear();

/** Footer links are ordinary page loads, so every one lands at the top of its page. */
export function SiteFooter() {
  const { language, content } = useLayout();
  const { navigation, interface: interfaceText, site: siteWords, regulation } = content;
  const site = { ...siteConfig, ...siteWords };
  const { footerNavigation, headerActions } = navigation;
  const { callToAction } = footerNavigation;
  return (
    <footer {...hook(pageDom.siteFooter)} className="mt-auto border-t border-line bg-surface">
      <section aria-labelledby="footer-cta" className="band">
        <Container className="flex flex-col items-start justify-between gap-6 py-12 md:flex-row md:items-center">
          <div>
            <h2 id="footer-cta" className="text-3xl font-extrabold">
              {callToAction.heading}
            </h2>
            <p className="mt-2 text-lg">{callToAction.text}</p>
          </div>
          <a href={callToAction.action.href} className={buttonClass("accent", "shrink-0")}>
            {callToAction.action.label}
          </a>
        </Container>
      </section>
      {/* Two columns from the smallest phone up, so the links are a short block rather than a long list. */}
      <Container className="grid grid-cols-2 gap-10 py-14 lg:grid-cols-[1.4fr_1fr_1fr_1.6fr]">
        <div className="max-lg:col-span-2">
          <a href={headerActions.home.href} className="rounded-lg no-underline" aria-label={headerActions.home.label}>
            <Logo />
          </a>
          <p className="mt-4 max-w-xs text-ink-muted">{site.tagline}.</p>
          <ul className="mt-6 flex gap-2" aria-label={interfaceText.footer.socialMedia}>
            {site.social.map((account) => (
              <li key={account.network}>
                <a
                  href={account.url}
                  aria-label={account.label}
                  className="grid size-11 place-items-center rounded-full border border-line text-ink hover:border-brand hover:text-brand"
                >
                  <BrandIcon glyph={account.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title={interfaceText.footer.productsTitle} links={footerNavigation.products} />
        <LinkColumn title={interfaceText.footer.supportTitle} links={footerNavigation.support} />
        <section aria-labelledby="footer-contact" className="max-lg:col-span-2">
          <h2 id="footer-contact" className="text-base font-bold text-ink">
            {interfaceText.footer.contactTitle}
          </h2>
          <ul className="mt-4 space-y-2 text-ink-muted">
            <li>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex min-h-11 items-center gap-2 hover:text-brand sm:min-h-9"
              >
                <Icon name="Mail" className="size-4 shrink-0" />
                {site.email}
              </a>
            </li>
            <li>
              <a
                href={`tel:${site.phone.e164}`}
                className="inline-flex min-h-11 items-center gap-2 hover:text-brand sm:min-h-9"
              >
                <Icon name="Phone" className="size-4 shrink-0" />
                <bdi dir="ltr">{site.phone.display}</bdi>
              </a>
            </li>
          </ul>
          <h3 className="mt-6 text-sm font-bold tracking-wider text-ink uppercase">
            {interfaceText.footer.officesTitle}
          </h3>
          <ul className="mt-3 grid grid-cols-2 gap-4 text-sm text-ink-muted">
            {site.offices.map((office) => (
              <li key={office.id} className="flex gap-2">
                <Icon name="MapPin" className="mt-1 size-4 shrink-0" />
                <address className="not-italic">
                  <span className="font-semibold text-ink">{office.name}</span>
                  {office.addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </li>
            ))}
          </ul>
        </section>
      </Container>
      <div className="border-t border-line">
        <Container className="py-6 text-sm text-ink-muted">
          <p>
            {regulationLine(siteConfig.regulation, regulation, numberLocale(language))}{" "}
            <a href={localizeHref(regulationPath, language.code)} className="font-semibold text-ink underline">
              {regulation.footer.link}
            </a>
          </p>
        </Container>
        <Container className="flex flex-col gap-4 pb-6 text-sm text-ink-muted md:flex-row md:items-center md:justify-between">
          <p>
            © <span {...hook(pageDom.currentYear)}>{buildYear}</span> {site.legalName}.{" "}
            {interfaceText.footer.rightsReserved}
          </p>
          <div className="flex flex-col gap-1 md:items-center">
            <FooterLanguageSwitcher />
            <PageUnreviewedNotice />
          </div>
          <nav aria-label={interfaceText.footer.legalNavigation}>
            <ul className="flex flex-wrap gap-x-5">
              {footerNavigation.legal.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="inline-flex min-h-11 items-center hover:text-brand">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
