import { Icon } from "#app/components/icon.tsx";
import { ButtonLink } from "#app/components/button-link.tsx";
import { Illustration } from "#app/components/illustration.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { Section } from "#app/components/section.tsx";
import type { Route } from "./+types/support";
import { contactFormDom } from "#app/contracts/support.ts";
import { pageContentWithMeta } from "#app/lib/i18n/content.server.ts";
import { useContent, useLanguage } from "#app/lib/i18n/page.ts";
import { numberLocale } from "#app/lib/i18n/language.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";
import { faqPageStructuredData, structuredData } from "#app/lib/structured-data.ts";
import { site } from "#app/site.config.ts";
import { ChatLink } from "#app/routes/support/chat-link.tsx";
import { ContactForm } from "#app/routes/support/contact-form.tsx";
import { SupportFaq } from "#app/routes/support/support-faq.tsx";
import { SupportHelp } from "#app/routes/support/support-help.tsx";
import supportScriptUrl from "#app/client/support/support-script.ts?worker&url";
import firstUseScriptUrl from "#app/client/first-use-script.ts?worker&url";
import { AfterPaint } from "#app/components/after-paint.tsx";

export function loader({ request }: Route.LoaderArgs) {
  return pageContentWithMeta(request, ["support", "faq", "contact"], "/support");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const layout = layoutOf(matches);
  return [
    ...seo({ ...loaderData.meta, layout }),
    structuredData(faqPageStructuredData(loaderData.content.faq, layout?.language.code)),
  ];
}

/** Without React, which would cost about 107 KB of brotli before this page's own code (docs/decisions/006). */
export default function Page() {
  const { hero, faq, help, form } = useContent("support");
  const faqCategories = useContent("faq");
  const contactWords = useContent("contact");
  const language = useLanguage();
  return (
    <>
      <PageHero
        title={hero.title}
        lead={<p>{hero.lead}</p>}
        art={<Illustration name="support-help" alt="" width={560} height={420} />}
      >
        <ChatLink>
          <Icon name="MessageCircle" className="size-5" />
          {hero.chatLabel}
        </ChatLink>
        <ButtonLink href={`tel:${site.phone.e164}`} variant="secondary">
          <Icon name="Phone" className="size-5" />
          {hero.callLabel} <bdi dir="ltr">{site.phone.display}</bdi>
        </ButtonLink>
        <ButtonLink href={`mailto:${site.email}`} variant="secondary" className="max-w-full break-all">
          <Icon name="Mail" className="size-5 shrink-0" />
          {hero.emailLabel} {site.email}
        </ButtonLink>
      </PageHero>
      <Section id="faq" title={faq.title} intro={<p>{faq.intro}</p>}>
        <div className="mx-auto max-w-3xl">
          <SupportFaq categories={faqCategories} />
        </div>
      </Section>
      <Section id={contactFormDom.section} title={form.title} intro={<p>{form.intro}</p>} tone="surface">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <ContactForm
            copy={form}
            words={contactWords}
            languageCode={language.code}
            locale={numberLocale(language)}
            queued={useContent("offline").queued}
          />
          <SupportHelp help={help} />
        </div>
      </Section>
      <AfterPaint>
        <script src={supportScriptUrl} />
        <script src={firstUseScriptUrl} />
      </AfterPaint>
    </>
  );
}
