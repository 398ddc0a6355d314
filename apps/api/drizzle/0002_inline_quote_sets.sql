-- A quote set's row (about 3-4 KB with its quotes) is kept inline rather than compressed and
-- moved to TOAST storage: saving is the service's hot path, and compression costs more CPU than
-- the space it saves here.
ALTER TABLE "quote_requests" SET (toast_tuple_target = 8160);
