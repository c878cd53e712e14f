import { ButtonLink } from "#app/components/button-link.tsx";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import { pageMeta } from "#app/content/pages.ts";
import { seo } from "#app/lib/seo.ts";

export function meta() {
  return seo(pageMeta("login"));
}

export default function Login() {
  return (
    <ComingSoon
      title="Login"
      message={
        <>
          <p>Logging in on the web with your phone number and password is coming soon.</p>
          <p className="mt-2">Until then, please sign in through the Sankofa mobile app.</p>
        </>
      }
      actions={
        <>
          <ButtonLink href="/" variant="secondary">
            Back to Homepage
          </ButtonLink>
          <ButtonLink href="/download">Download App</ButtonLink>
        </>
      }
    />
  );
}
