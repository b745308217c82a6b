import { calendarMonthOf, type BillingPeriod } from "../../domain/billing-period.js";
import type { BillingProvider } from "../ports.js";

/** The user's billing period at `at`; the calendar month before the user has a subscription. */
export async function billingPeriodOf(billing: BillingProvider, userId: number, at: Date): Promise<BillingPeriod> {
  return (await billing.currentPeriod(userId)) ?? calendarMonthOf(at);
}
