/** Content is plain data, checked only here at build time, so no schema reaches the browser. */
import { contentRegistry, type ContentModule } from "#app/content/registry.ts";

export const contentModules: readonly ContentModule[] = Object.values(contentRegistry);

function formatPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? "(root)" : path.map(String).join(".");
}

export function contentProblems(modules: readonly ContentModule[] = contentModules): string[] {
  return modules.flatMap(({ path, schema, data }) => {
    const result = schema.safeParse(data);
    if (result.success) return [];
    return result.error.issues.map((issue) => `${path} › ${formatPath(issue.path)}: ${issue.message}`);
  });
}

export function validateContent(): void {
  const problems = contentProblems();
  if (problems.length > 0) {
    const noun = problems.length === 1 ? "problem" : "problems";
    throw new Error(`Content is invalid (${problems.length} ${noun}):\n${problems.join("\n")}`);
  }
}
