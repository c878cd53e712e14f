/**
 * Build-time content check: every module of the registry against its schema, all at once. Content
 * modules hold plain typed data, so no zod code ships to the browser. Run by
 * scripts/check-content.ts (and the unit tests); never import it from app code.
 */
import { contentRegistry, type ContentModule } from "#app/content/registry.ts";

export const contentModules: readonly ContentModule[] = Object.values(contentRegistry);

function formatPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? "(root)" : path.map(String).join(".");
}

/** Every problem in every module, as `<module> › <issue path>: <message>` lines. */
export function contentProblems(modules: readonly ContentModule[] = contentModules): string[] {
  return modules.flatMap(({ path, schema, data }) => {
    const result = schema.safeParse(data);
    if (result.success) return [];
    return result.error.issues.map((issue) => `${path} › ${formatPath(issue.path)}: ${issue.message}`);
  });
}

/** Validates all content; throws one Error that lists every problem found. */
export function validateContent(): void {
  const problems = contentProblems();
  if (problems.length > 0) {
    const noun = problems.length === 1 ? "problem" : "problems";
    throw new Error(`Content is invalid (${problems.length} ${noun}):\n${problems.join("\n")}`);
  }
}
