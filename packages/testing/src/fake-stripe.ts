import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TIER } from "@leadstream/contracts/vocabulary";

type Tier = (typeof TIER.names)[number];

export interface StripeCall {
  method: string;
  path: string;
  /** The form-encoded body as Stripe's SDK sends it: flat keys such as "items[0][price]". */
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

interface Item {
  id: string;
  price: string;
  quantity: number;
}

interface Invoice {
  id: string;
  customer: string;
  status: "draft" | "open" | "paid";
  metadata: Record<string, string>;
  /** Prices of its invoice items. */
  prices: string[];
}

interface Subscription {
  id: string;
  customer: string;
  userId: string;
  items: Item[];
  periodStart: number;
  periodEnd: number;
}

export const STRIPE_PRICES: Record<Tier, string> = { starter: "price_starter", growth: "price_growth", pro: "price_pro" };
export const STRIPE_CREDIT_PACK_PRICE = "price_credit_pack";
export const STRIPE_WEBHOOK_SECRET = "whsec_test_secret";
const DAY = 24 * 3600;

/**
 * A local HTTP server answering the Stripe calls the adapter makes (customers, subscriptions,
 * one-off invoices and their items) like Stripe does, keeping their state and recording every
 * call. Like Stripe, a request repeating an Idempotency-Key gets the first answer again without
 * applying anything. `failing`: "always" answers 500 to everything (applying and saving nothing);
 * "once-after-applying" applies the next call, then answers it with a 500 (a lost answer: a retry
 * with its key gets the real one).
 */
export class FakeStripe {
  readonly calls: StripeCall[] = [];
  failing: "no" | "always" | "once-after-applying" = "no";
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly invoices = new Map<string, Invoice>();
  private readonly answered = new Map<string, { status: number; json: unknown }>();
  private ids = 0;
  // Ids are unique across fakes too: several test files share one database.
  private readonly tag = Math.random().toString(36).slice(2, 8);
  private readonly server = createServer((req, res) => void this.handle(req, res));

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** The accounts-billing settings pointing the real SDK here. */
  env(port: number): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_WEBHOOK_SECRET,
      STRIPE_PRICE_STARTER: STRIPE_PRICES.starter,
      STRIPE_PRICE_GROWTH: STRIPE_PRICES.growth,
      STRIPE_PRICE_PRO: STRIPE_PRICES.pro,
      STRIPE_CREDIT_PACK_PRICE,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: "http",
    };
  }

  /** Quantity per tier of the user's subscription, as Stripe holds it (zeros without one). */
  quantities(userId: number): Record<Tier, number> {
    const sub = [...this.subscriptions.values()].find((s) => s.userId === String(userId));
    const quantityOf = (tier: Tier) => sub?.items.find((i) => i.price === STRIPE_PRICES[tier])?.quantity ?? 0;
    return { starter: quantityOf("starter"), growth: quantityOf("growth"), pro: quantityOf("pro") };
  }

  subscriptionOf(userId: number): { id: string; customer: string; periodStart: number; periodEnd: number } | undefined {
    return [...this.subscriptions.values()].find((s) => s.userId === String(userId));
  }

  /** The one-off invoices paid, with the prices of their items. */
  paidInvoices(customer?: string): { id: string; customer: string; prices: string[]; metadata: Record<string, string> }[] {
    return [...this.invoices.values()].filter((i) => i.status === "paid" && (customer === undefined || i.customer === customer)).map(({ id, customer: c, prices, metadata }) => ({ id, customer: c, prices, metadata }));
  }

  private nextId(prefix: string): string {
    return `${prefix}_${this.tag}${++this.ids}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body = "";
    for await (const chunk of req) body += chunk;
    const params = Object.fromEntries(new URLSearchParams(body));
    const path = (req.url ?? "").split("?")[0];
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    this.calls.push({ method: req.method ?? "", path, params, idempotencyKey });
    const failure = { error: { type: "api_error", message: "Stripe is having a bad day" } };
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "stripe-should-retry": "false", "request-id": this.nextId("req") });
      res.end(JSON.stringify(json));
    };
    // Injected failures are outages nothing was saved for: a retry with the same key goes through.
    const reply = (status: number, json: unknown) => {
      if (idempotencyKey) this.answered.set(idempotencyKey, { status, json });
      if (this.failing === "once-after-applying") {
        this.failing = "no";
        [status, json] = [500, failure];
      }
      send(status, json);
    };
    const first = idempotencyKey ? this.answered.get(idempotencyKey) : undefined;
    if (first) return send(first.status, first.json);
    if (this.failing === "always") return send(500, failure);

    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (req.method === "POST" && path === "/v1/customers") {
      return reply(200, { id: this.nextId("cus"), object: "customer", email: params.email, metadata: { user_id: params["metadata[user_id]"] } });
    }
    if (req.method === "POST" && path === "/v1/subscriptions") {
      const now = Math.floor(Date.now() / 1000);
      const items = indexes(params).map((i) => ({ id: this.nextId("si"), price: params[`items[${i}][price]`], quantity: Number(params[`items[${i}][quantity]`]) }));
      const sub: Subscription = { id: this.nextId("sub"), customer: params.customer, userId: params["metadata[user_id]"], items, periodStart: now, periodEnd: now + 30 * DAY };
      this.subscriptions.set(sub.id, sub);
      return reply(200, stripeSubscriptionJson(sub));
    }
    if (req.method === "POST" && path === "/v1/invoices") {
      const invoice: Invoice = { id: this.nextId("in"), customer: params.customer, status: "draft", metadata: metadataOf(params), prices: [] };
      this.invoices.set(invoice.id, invoice);
      return reply(200, invoiceJson(invoice));
    }
    if (req.method === "POST" && path === "/v1/invoiceitems") {
      const invoice = this.invoices.get(params.invoice);
      if (!invoice || invoice.status !== "draft") return reply(400, { error: { type: "invalid_request_error", message: `No draft invoice ${params.invoice}` } });
      invoice.prices.push(params["pricing[price]"]);
      return reply(200, { id: this.nextId("ii"), object: "invoiceitem", customer: params.customer, invoice: invoice.id, metadata: metadataOf(params) });
    }
    const invoiceAction = /^\/v1\/invoices\/([^/]+)\/(finalize|pay)$/.exec(path);
    if (req.method === "POST" && invoiceAction) {
      const invoice = this.invoices.get(invoiceAction[1]);
      const from = invoiceAction[2] === "finalize" ? "draft" : "open";
      if (!invoice || invoice.status !== from) return reply(400, { error: { type: "invalid_request_error", message: `Invoice ${invoiceAction[1]} is not ${from}` } });
      invoice.status = invoiceAction[2] === "finalize" ? "open" : "paid";
      return reply(200, invoiceJson(invoice));
    }
    const sub = subscriptionPath ? this.subscriptions.get(subscriptionPath[1]) : undefined;
    if (!sub) return reply(404, { error: { type: "invalid_request_error", message: `No such resource: ${path}` } });
    if (req.method === "POST") {
      for (const i of indexes(params)) {
        const item = sub.items.find((it) => it.id === params[`items[${i}][id]`]);
        if (!item) return reply(400, { error: { type: "invalid_request_error", message: `No such item ${params[`items[${i}][id]`]}` } });
        item.quantity = Number(params[`items[${i}][quantity]`]);
      }
    }
    return reply(200, stripeSubscriptionJson(sub));
  }
}

const indexes = (params: Record<string, string>): number[] =>
  [...new Set(Object.keys(params).flatMap((k) => /^items\[(\d+)\]/.exec(k)?.[1] ?? []))].map(Number);

const metadataOf = (params: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) => {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      return name ? [[name, value]] : [];
    }),
  );

const invoiceJson = (invoice: Invoice) => ({ id: invoice.id, object: "invoice", customer: invoice.customer, status: invoice.status, metadata: invoice.metadata });

export function stripeSubscriptionJson(sub: Subscription, status = "active") {
  return {
    id: sub.id,
    object: "subscription",
    customer: sub.customer,
    status,
    metadata: { user_id: sub.userId },
    items: {
      object: "list",
      data: sub.items.map((i) => ({
        id: i.id,
        object: "subscription_item",
        price: { id: i.price, object: "price" },
        quantity: i.quantity,
        current_period_start: sub.periodStart,
        current_period_end: sub.periodEnd,
      })),
    },
  };
}
