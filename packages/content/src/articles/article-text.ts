import type { Article, Block } from "../schemas";

/** The readable text of one block, as a reader meets it. */
function blockText(block: Block): string[] {
  switch (block.type) {
    case "heading":
    case "paragraph":
      return [block.text];
    case "list":
      return block.items;
    case "checklist":
      return [block.title ?? "", ...block.items];
    case "callout":
      return [block.title ?? "", block.text];
    case "table":
      return [block.caption, ...block.columns, ...block.rows.flat()];
    case "steps":
      return block.items.flatMap((step) => [step.title, step.text]);
    case "stats":
      return block.items.flatMap((stat) => [stat.value, stat.label]);
  }
}

/** All the text of an article's body, for word counts and figure checks. */
export function articleText(article: Pick<Article, "blocks">): string {
  return article.blocks.flatMap(blockText).join("\n");
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
