import { parse as parseYaml } from "yaml";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import type { Element, Root, RootContent } from "hast";
import { toString } from "hast-util-to-string";
import type { z } from "zod";

export type Heading = { id: string; text: string };

function collectSectionHeadings() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const headings: Heading[] = [];
    visit(tree, "element", (node) => {
      if (node.tagName === "h2") headings.push({ id: String(node.properties.id ?? ""), text: toString(node) });
    });
    file.data.headings = headings;
  };
}

/** Wide tables scroll sideways on phones; a tab stop lets keyboard users scroll them too. */
function makeTablesFocusable() {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName === "table") node.properties.tabIndex = 0;
    });
  };
}

/** Each h2 and what follows it in a <section>, which can wait to be rendered (docs/decisions/019). */
function wrapSections() {
  return (tree: Root) => {
    const children: RootContent[] = [];
    let section: Element | undefined;
    for (const node of tree.children) {
      if (node.type === "element" && node.tagName === "h2") {
        section = { type: "element", tagName: "section", properties: {}, children: [] };
        children.push(section);
      }
      if (section && node.type !== "doctype") section.children.push(node);
      else children.push(node);
    }
    tree.children = children;
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(collectSectionHeadings)
  .use(makeTablesFocusable)
  .use(wrapSections)
  .use(rehypeStringify);

/** At build time: no parser ships to the browser. */
export async function renderMarkdown(markdown: string): Promise<{ html: string; headings: Heading[] }> {
  const file = await processor.process(markdown);
  return { html: String(file), headings: (file.data.headings as Heading[] | undefined) ?? [] };
}

export class ContentError extends Error {
  override name = "ContentError";
}

export function parseFrontMatter<Schema extends z.ZodType>(
  source: string,
  schema: Schema,
  fileName: string,
): { data: z.infer<Schema>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ContentError(`${fileName}: missing front matter between --- lines`);
  let raw: unknown;
  try {
    // Dates stay strings ("2024-01-15"), so the schema decides what a valid date is.
    raw = parseYaml(match[1] ?? "", { schema: "core" });
  } catch (error) {
    throw new ContentError(`${fileName}: front matter is not valid YAML (${(error as Error).message})`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
    throw new ContentError(`${fileName}: invalid front matter\n  ${problems.join("\n  ")}`);
  }
  return { data: result.data, body: match[2] ?? "" };
}
