import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@plummet/ui/table";

export type InsurerPanelRow = {
  slug: string;
  name: string;
  products: { label: string; productName: string }[];
};

/** Every insurer on the panel with the products it offers through Plummet. */
export function InsurerPanelTable({ rows }: { rows: InsurerPanelRow[] }) {
  return (
    <Table caption={`The ${rows.length} insurers on our panel and the cover each offers`}>
      <TableHeader>
        <TableRow>
          <TableHead>Insurer</TableHead>
          <TableHead>Cover offered through Plummet</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.slug} id={`insurer-${row.slug}`}>
            <TableHead scope="row" wrap>
              {row.name}
            </TableHead>
            <TableCell>
              <ul className="grid gap-1">
                {row.products.map((product) => (
                  <li key={product.label}>
                    <span className="font-medium">{product.label}</span>
                    <span className="text-muted-foreground">: {product.productName}</span>
                  </li>
                ))}
              </ul>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
