import type { OfflineText } from "#app/content/offline.schema.ts";
import { Section } from "#app/components/section.tsx";
import {
  controlClass,
  FieldError,
  FormField,
  FormResults,
  Honeypot,
  IntakeForm,
  SubmitButton,
} from "#app/components/intake-form-parts.tsx";
import type { WaitlistContent, WaitlistPage } from "#app/content/waitlist.ts";
import { fill } from "#app/lib/i18n/template.ts";
import type { CountryList } from "#app/lib/countries.ts";
import { consentValue, waitlistLimits, type WaitlistField } from "#app/lib/waitlist.ts";
import { site } from "#app/site.config.ts";
import { waitlistFormDom as dom } from "#app/contracts/waitlist.ts";

type FieldProps = {
  field: WaitlistField;
  label: string;
  required?: boolean;
  children: (id: string) => React.ReactNode;
};

function Field({ field, ...props }: FieldProps) {
  return <FormField id={dom.field(field)} errorId={dom.fieldError(field)} {...props} />;
}

type CountrySelectProps = { field: "residence" | "destination"; countries: CountryList; waitlist: WaitlistContent };

function CountrySelect({ field, countries, waitlist }: CountrySelectProps) {
  return (
    <Field field={field} label={waitlist.labels[field]} required>
      {(id) => (
        <select
          id={id}
          name={field}
          required
          defaultValue=""
          autoComplete={field === "residence" ? "country" : "off"}
          className={controlClass}
        >
          <option value="">{waitlist.chooseCountry}</option>
          {(
            [
              [waitlist.countryGroups.first, countries.first],
              [waitlist.countryGroups.all, countries.rest],
            ] as const
          ).map(([label, group]) => (
            <optgroup key={label} label={label}>
              {group.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The waitlist (D17). Country names are worked out by the page's loader, at build time, in the page's language. */
type WaitlistFormProps = {
  page: WaitlistPage;
  waitlist: WaitlistContent;
  /** The page's language: the server's answers'. */
  language: { code: string };
  countries: { residence: CountryList; destination: CountryList };
  /** What the form says while it waits on the phone for a network (docs/decisions/024). */
  queued: OfflineText["queued"];
};

export function WaitlistForm({ page, waitlist, language, countries, queued }: WaitlistFormProps) {
  const consentId = dom.field("consent");
  const leaveTheList = fill(waitlist.leaveTheList, { email: site.email, subject: site.waitlistLeaveSubject });
  return (
    <Section
      id={dom.section}
      title={waitlist.title}
      tone="surface"
      align="start"
      linkTarget
      intro={
        <>
          <p>{waitlist.intro[page]}</p>
          <p className="mt-3 text-base text-ink">{waitlist.whatHappensNext}</p>
        </>
      }
    >
      <div className="max-w-3xl">
        <IntakeForm
          dom={dom}
          action={site.waitlistEndpoint}
          labelledBy="waitlist-title"
          requiredNote={waitlist.requiredNote}
          language={language.code}
          words={waitlist.fieldMessages}
        >
          <input id={dom.field("source")} type="hidden" name="source" value={page} />
          <div className="grid gap-6 sm:grid-cols-2">
            <Field field="email" label={waitlist.labels.email} required>
              {(id) => (
                <input
                  id={id}
                  name="email"
                  type="email"
                  required
                  maxLength={waitlistLimits.email}
                  autoComplete="email"
                  placeholder={waitlist.placeholders.email}
                  className={controlClass}
                />
              )}
            </Field>
            <Field field="firstName" label={waitlist.labels.firstName}>
              {(id) => (
                <input
                  id={id}
                  name="firstName"
                  type="text"
                  maxLength={waitlistLimits.firstName}
                  // oxlint-disable-next-line jsx-a11y/autocomplete-valid -- an HTML autofill token the rule's list lacks
                  autoComplete="given-name"
                  placeholder={waitlist.placeholders.firstName}
                  className={controlClass}
                />
              )}
            </Field>
            <CountrySelect field="residence" countries={countries.residence} waitlist={waitlist} />
            <CountrySelect field="destination" countries={countries.destination} waitlist={waitlist} />
          </div>
          <div className="space-y-2">
            <div className="flex items-start gap-3">
              <input
                id={consentId}
                name="consent"
                type="checkbox"
                value={consentValue}
                required
                className="mt-0.5 size-6 shrink-0 accent-brand"
              />
              <label htmlFor={consentId} className="font-semibold text-ink">
                {waitlist.labels.consent}
                <span aria-hidden="true" className="ms-1 text-danger">
                  *
                </span>
              </label>
            </div>
            <FieldError id={dom.fieldError("consent")} />
            <p className="text-sm">
              <a href={waitlist.privacyLink.href} className="font-semibold text-brand underline underline-offset-4">
                {waitlist.privacyLink.label}
              </a>
            </p>
          </div>
          <Honeypot id="waitlist-website" label={waitlist.honeypotLabel} />
          <FormResults
            dom={dom}
            queued={queued}
            confirmations={[
              {
                id: dom.confirmation("joined"),
                text: `${waitlist.results.joined} ${leaveTheList}`,
                visibility: "hidden [form[data-state=joined]_&]:flex",
              },
              {
                id: dom.confirmation("updated"),
                text: `${waitlist.results.updated} ${leaveTheList}`,
                visibility: "hidden [form[data-state=updated]_&]:flex",
              },
            ]}
            error={{
              id: dom.errorMessage,
              reasonId: dom.errorReason,
              text: waitlist.results.error,
              visibility: "hidden [form[data-state=error]_&]:flex",
            }}
          />
          <div className="flex justify-end">
            <SubmitButton dom={dom} label={waitlist.submit} sendingLabel={waitlist.sending} />
          </div>
        </IntakeForm>
      </div>
    </Section>
  );
}
