import { ComingSoon } from "#app/components/coming-soon.tsx";
import { pageMeta } from "#app/content/pages.ts";
import { login } from "#app/content/status-pages.ts";
import { seo } from "#app/lib/seo.ts";

export function meta() {
  return seo(pageMeta("/login"));
}

export default function Login() {
  const { title, message, actions } = login;
  return (
    <ComingSoon
      title={title}
      message={message.map((paragraph, index) => (
        <p key={paragraph} className={index > 0 ? "mt-2" : undefined}>
          {paragraph}
        </p>
      ))}
      actions={actions}
    />
  );
}
