import { type AnyColumn, sql } from "drizzle-orm";

/** Every row naming an address, whatever the case it was typed in (the column's lower() index). */
export const forAddress = (column: AnyColumn, address: string) => sql`lower(${column}) = ${address}`;
