import type { EntityManager } from "typeorm";
import type { Plan, SummaryReader } from "../app/ports.js";
import { emptyCreditAccount } from "../domain/credits.js";
import type { SubscriptionStatus } from "../domain/subscription.js";
import type { Tier } from "../domain/tiers.js";

interface SummaryRow {
  user_id: number;
  team_id: number;
  email: string;
  signup_ip: string | null;
  plan: Plan;
  subscription_status: SubscriptionStatus;
  due: boolean;
  next_downgrade_at: Date | null;
  has_credits: boolean;
  balance: number | null;
  reserved: number | null;
  low_balance_threshold: number | null;
  auto_topup_enabled: boolean | null;
  auto_topup_user_id: number | null;
  accounts: { id: number; handle: string; tier: Tier; retests: number; syncs: number }[];
}

/**
 * GET /me's billing part in one statement: the user, whether a downgrade is due (and when the next
 * one is), the team's
 * credits and each account (id order) with its re-tests since the period start and syncs since
 * midnight, counted from budget_usage_account.
 */
const SUMMARY = `
  SELECT u.user_id, u.team_id, u.email, host(u.signup_ip) AS signup_ip, u.plan, u.subscription_status,
         EXISTS (SELECT 1 FROM "accounts_billing".tracked_accounts d
                  WHERE d.user_id = u.user_id AND d.pending_tier IS NOT NULL AND d.pending_tier_effective_at <= $4) AS due,
         (SELECT min(d.pending_tier_effective_at) FROM "accounts_billing".tracked_accounts d
           WHERE d.user_id = u.user_id AND d.pending_tier IS NOT NULL) AS next_downgrade_at,
         c.team_id IS NOT NULL AS has_credits, c.balance, c.reserved, c.low_balance_threshold, c.auto_topup_enabled, c.auto_topup_user_id,
         COALESCE((
           SELECT json_agg(json_build_object(
                    'id', a.id, 'handle', a.handle, 'tier', a.tier,
                    'retests', (SELECT count(*) FROM "accounts_billing".budget_usage b WHERE b.account_id = a.id AND b.kind = 'retest' AND b.at >= $2),
                    'syncs', (SELECT count(*) FROM "accounts_billing".budget_usage b WHERE b.account_id = a.id AND b.kind = 'sync' AND b.at >= $3)
                  ) ORDER BY a.id)
             FROM "accounts_billing".tracked_accounts a WHERE a.user_id = u.user_id
         ), '[]'::json) AS accounts
    FROM "accounts_billing".users u
    LEFT JOIN "accounts_billing".credit_accounts c ON c.team_id = u.team_id
   WHERE u.user_id = $1`;

export function billingSummaryReader(em: EntityManager): SummaryReader {
  return {
    async read(userId, { retestsSince, syncsSince, asOf }) {
      const [row] = (await em.query(SUMMARY, [userId, retestsSince, syncsSince, asOf])) as SummaryRow[];
      if (!row) return null;
      return {
        user: { userId: row.user_id, teamId: row.team_id, email: row.email, signupIp: row.signup_ip, plan: row.plan, subscriptionStatus: row.subscription_status },
        dueDowngrades: row.due,
        nextDowngradeAt: row.next_downgrade_at,
        accounts: row.accounts,
        credits: row.has_credits
          ? {
              teamId: row.team_id,
              balance: row.balance!,
              reserved: row.reserved!,
              lowBalanceThreshold: row.low_balance_threshold!,
              autoTopupEnabled: row.auto_topup_enabled!,
              autoTopupUserId: row.auto_topup_user_id,
            }
          : emptyCreditAccount(row.team_id),
      };
    },
  };
}
