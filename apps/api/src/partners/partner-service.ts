import type { Partner, PartnerStore, UsageRow } from "../db/partner-store";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What partners may ask of their own key. Knows nothing of HTTP. */
export class PartnerService {
  constructor(private readonly options: { store: PartnerStore; clock: () => Date }) {}

  /** A partner's quote sets and click-outs over the last `days` UTC days, today included. */
  async usage(
    partner: Partner,
    days: number,
  ): Promise<{ partner: Partner; from: string; to: string; days: UsageRow[] }> {
    const today = new Date(this.options.clock().toISOString().slice(0, 10));
    const from = new Date(today.getTime() - (days - 1) * DAY_MS);
    return {
      partner,
      from: from.toISOString().slice(0, 10),
      to: today.toISOString().slice(0, 10),
      days: await this.options.store.usage(partner.id, from),
    };
  }
}
