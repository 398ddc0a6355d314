-- Migration 0002 kept each quote set in its row, uncompressed (toast_tuple_target = 8160), when a
-- set was its whole 40 KB answer read on every request. A set is now about 5 KB of what was
-- priced: PostgreSQL's default lets it compress its JSON, so three or four sets share a page
-- instead of one a page.
ALTER TABLE "quote_requests" RESET (toast_tuple_target);
