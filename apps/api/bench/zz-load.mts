import autocannon from "autocannon";
import { quoteBodies } from "./service.ts";
const r = await autocannon({ url: "http://127.0.0.1:3999/api/quotes", method: "POST", headers: { "content-type": "application/json" }, requests: quoteBodies.map((body) => ({ body })), connections: 50, overallRate: 1000, duration: 14 });
console.log(r.requests.total, r.latency.p99);
