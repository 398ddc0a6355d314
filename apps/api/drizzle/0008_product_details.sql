-- The product answers a visitor gave with a quote request (null: none given, every answer a default).
ALTER TABLE "quote_requests" ADD COLUMN "details" json;
