import type { Block } from "@plummet/content/schemas";
import { Callout } from "@plummet/ui/callout";
import { Checklist } from "@plummet/ui/checklist";
import { Prose } from "@plummet/ui/prose";
import { StatGrid } from "@plummet/ui/stat-grid";
import { Steps } from "@plummet/ui/steps";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@plummet/ui/table";

/** One content block drawn with the design system's editorial component for its kind. */
export function EditorialBlock({ block }: { block: Block }) {
  switch (block.type) {
    case "heading": {
      const Heading = block.level === 2 ? "h2" : "h3";
      return <Heading id={block.id}>{block.text}</Heading>;
    }
    case "paragraph":
      return <p>{block.text}</p>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </List>
      );
    }
    case "table":
      return (
        <Table caption={block.caption}>
          <TableHeader>
            <TableRow>
              {block.columns.map((column) => (
                <TableHead key={column}>{column}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {block.rows.map((row, rowIndex) => (
              <TableRow key={rowIndex}>
                {row.map((cell, cellIndex) =>
                  // The first cell names the row, so screen readers announce it with each value.
                  cellIndex === 0 ? (
                    <TableHead key={cellIndex} scope="row" wrap>
                      {cell}
                    </TableHead>
                  ) : (
                    <TableCell key={cellIndex}>{cell}</TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      );
    case "callout":
      return (
        <Callout tone={block.tone} title={block.title}>
          {block.text}
        </Callout>
      );
    case "checklist":
      return <Checklist title={block.title} items={block.items} />;
    case "steps":
      return <Steps items={block.items.map((step) => ({ title: step.title, description: step.text }))} />;
    case "stats":
      return <StatGrid items={block.items} className="lg:grid-cols-2" />;
  }
}

/** A guide's or legal page's body: its blocks in order, set as long-form text. */
export function EditorialBlocks({ blocks, className }: { blocks: readonly Block[]; className?: string }) {
  return (
    <Prose className={className}>
      {blocks.map((block, index) => (
        <EditorialBlock key={index} block={block} />
      ))}
    </Prose>
  );
}
