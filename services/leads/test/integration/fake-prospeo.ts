import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const PROSPEO_KEY = "pk_test_fake";

export interface ProspeoRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

/** A person Prospeo knows, found by LinkedIn URL or by full name with the company's name or website. */
export interface ProspeoPerson {
  fullName: string;
  /** Other names Prospeo matches the person by ("Bob" for "Robert"). */
  alsoKnownAs?: string[];
  company: { name: string; website: string };
  linkedinUrl: string;
  email: { address: string; status: "VERIFIED" | "UNVERIFIED" } | null;
}

/**
 * A local HTTP server answering POST /enrich-person like Prospeo: the X-KEY check, its error
 * bodies ({error: true, error_code}) and statuses (400, 401, 429), only_verified_email, the
 * rate-limit headers on every answer, and credits spent per match. It records every request.
 * `failing` answers every request one way: Prospeo's INTERNAL_ERROR, an outage in front of it
 * (502 with an HTML page), or a 200 whose body is not JSON. `delayMs` holds every answer back.
 */
export class FakeProspeo {
  readonly requests: ProspeoRequest[] = [];
  readonly people: ProspeoPerson[] = [];
  credits = 100;
  /** Requests left in the minute and the day; at 0 the answer is 429 RATE_LIMITED. */
  minuteRequestsLeft = 300;
  dailyRequestsLeft = 2000;
  failing: "no" | "internal_error" | "outage" | "malformed" = "no";
  delayMs = 0;
  private readonly server = createServer((req, res) => void this.handle(req, res));

  /** Listens on a free port; returns the base URL to configure (ENRICHMENT_BASE_URL). */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    let body: any = null;
    try {
      body = JSON.parse(raw);
    } catch {
      // answered below as Prospeo does
    }
    this.requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (res.destroyed) return;

    const rateHeaders = {
      "x-second-rate-limit": "5",
      "x-minute-rate-limit": "300",
      "x-daily-rate-limit": "2000",
      "x-minute-request-left": String(this.minuteRequestsLeft),
      "x-daily-request-left": String(this.dailyRequestsLeft),
      "x-minute-reset-seconds": "42",
      "x-daily-reset-seconds": "73000",
    };
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json", ...rateHeaders });
      res.end(JSON.stringify(json));
    };
    const error = (status: number, code: string) => reply(status, { error: true, error_code: code });

    if (this.failing === "outage") {
      res.writeHead(502, { "content-type": "text/html" });
      return void res.end("<html><body><h1>502 Bad Gateway</h1></body></html>");
    }
    if (req.headers["x-key"] !== PROSPEO_KEY) return error(401, "INVALID_API_KEY");
    if (this.minuteRequestsLeft === 0 || this.dailyRequestsLeft === 0) return error(429, "RATE_LIMITED");
    if (req.method !== "POST" || req.url !== "/enrich-person" || !req.headers["content-type"]?.startsWith("application/json") || !body?.data) {
      return error(400, "INVALID_REQUEST");
    }
    if (this.failing === "internal_error") return error(400, "INTERNAL_ERROR");
    if (this.failing === "malformed") {
      res.writeHead(200, { "content-type": "application/json", ...rateHeaders });
      return void res.end('{"error": false, "person": {"full_name": "Jane');
    }

    const data = body.data;
    const hasCompany = Boolean(data.company_name || data.company_website || data.company_linkedin_url);
    const hasName = Boolean(data.full_name || (data.first_name && data.last_name));
    if (!data.linkedin_url && !data.email && !data.person_id && !(hasName && hasCompany)) return error(400, "INVALID_DATAPOINTS");
    if (this.credits === 0) return error(400, "INSUFFICIENT_CREDITS");

    const person = this.people.find((p) => matches(p, data));
    if (!person || (body.only_verified_email === true && person.email?.status !== "VERIFIED")) return error(400, "NO_MATCH");
    // Only answered requests count towards the limits; a match costs a credit.
    this.minuteRequestsLeft--;
    this.dailyRequestsLeft--;
    this.credits--;
    rateHeaders["x-minute-request-left"] = String(this.minuteRequestsLeft);
    rateHeaders["x-daily-request-left"] = String(this.dailyRequestsLeft);
    const [first, ...rest] = person.fullName.split(" ");
    reply(200, {
      error: false,
      free_enrichment: false,
      person: {
        person_id: `p_${this.people.indexOf(person)}`,
        first_name: first,
        last_name: rest.join(" "),
        full_name: person.fullName,
        linkedin_url: person.linkedinUrl,
        current_job_title: "Engineer",
        headline: `Engineer at ${person.company.name}`,
        job_history: [],
        email: person.email && { status: person.email.status, revealed: true, email: person.email.address, verification_method: "SMTP", email_mx_provider: "Google" },
        mobile: { status: "VERIFIED", revealed: false, mobile: "+1 415-***-****" },
      },
      company: { company_id: "c_1", name: person.company.name, website: `https://${person.company.website}`, domain: person.company.website },
    });
  }
}

const same = (a: unknown, b: string) => typeof a === "string" && a.trim().toLowerCase() === b.toLowerCase();

function matches(person: ProspeoPerson, data: any): boolean {
  if (data.linkedin_url) return same(data.linkedin_url, person.linkedinUrl);
  const name = data.full_name ?? `${data.first_name} ${data.last_name}`;
  const website = typeof data.company_website === "string" ? data.company_website.replace(/^https?:\/\/(www\.)?/, "").replace(/\/.*$/, "") : undefined;
  return [person.fullName, ...(person.alsoKnownAs ?? [])].some((known) => same(name, known)) && (same(website, person.company.website) || same(data.company_name, person.company.name));
}
