import type { FastifySchemaValidationError } from "fastify";
import { AppError, ERROR_STATUS, fromConnectError, type ErrorCode } from "@leadstream/platform";

/** The body of every error the gateway sends (spec 7, plus requestId and, for validation, param). */
export interface ErrorBody {
  error: string;
  message: string;
  requestId: string;
  param?: string;
  [detail: string]: unknown;
}

export interface ErrorReply {
  status: number;
  body: ErrorBody;
  /** True for a failure we did not anticipate: log it with its stack; the client sees only a request id. */
  unexpected: boolean;
}

/** Fastify's own client errors (body parsing, bad URLs) by status; any other 4xx is invalid_request with Fastify's message. */
const FRAMEWORK_ERRORS: Partial<Record<number, { code: ErrorCode; message?: string }>> = {
  404: { code: "not_found" },
  413: { code: "payload_too_large", message: "The request body is larger than this API accepts." },
  415: { code: "unsupported_media_type", message: "Send request bodies as JSON with Content-Type: application/json." },
};

interface FrameworkError {
  code: string;
  statusCode?: number;
  message: string;
  validation?: FastifySchemaValidationError[];
  validationContext?: string;
}

const isFrameworkError = (err: unknown): err is FrameworkError => {
  const code: unknown = err instanceof Error ? (err as Error & { code?: unknown }).code : undefined;
  return typeof code === "string" && code.startsWith("FST_");
};

/** Turns anything thrown while handling a request into the status and body the client gets. */
export function errorReply(thrown: unknown, requestId: string): ErrorReply {
  const err = fromConnectError(thrown);
  if (err instanceof AppError) {
    return reply(err.code, err.message, requestId, err.details);
  }
  if (isFrameworkError(err) && err.validation?.length) {
    const { param, message } = describeValidationError(err.validation[0], err.validationContext ?? "body");
    return reply("invalid_request", message, requestId, { param });
  }
  if (isFrameworkError(err) && err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500) {
    const known = FRAMEWORK_ERRORS[err.statusCode];
    return reply(known?.code ?? "invalid_request", known?.message ?? err.message, requestId);
  }
  return { ...reply("internal_error", "Something went wrong on our side; quote the request id if you contact support.", requestId), unexpected: true };
}

function reply(code: ErrorCode, message: string, requestId: string, details: Record<string, unknown> = {}): ErrorReply {
  return { status: ERROR_STATUS[code], body: { ...details, error: code, message, requestId }, unexpected: false };
}

/**
 * Names the field at fault as the JSON path the client sent: the instance path
 * ("/pairs/1/accountHandle" -> "pairs[1].accountHandle") plus, for a missing property, its name.
 * Understands both Ajv's `missingProperty` and TypeBox's `requiredProperties`; TypeBox reports an
 * unknown property as its own path failing `additionalProperties: false`.
 */
function describeValidationError(v: FastifySchemaValidationError, part: string): { param: string; message: string } {
  const params = v.params as { missingProperty?: string; requiredProperties?: string[]; allowedValues?: unknown[] };
  const missing = params.missingProperty ?? params.requiredProperties?.[0];
  const path = v.instancePath.split("/").filter(Boolean).map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"));
  if (missing !== undefined) path.push(missing);
  const param = path.length > 0 ? jsonPath(path) : part;
  if (missing !== undefined) return { param, message: `${param} is required` };
  if (v.schemaPath.endsWith("/additionalProperties")) return { param, message: `${param} is not a field this endpoint accepts` };
  if (params.allowedValues) return { param, message: `${param} must be one of ${params.allowedValues.map((value) => JSON.stringify(value)).join(", ")}` };
  return { param, message: `${param} ${v.message ?? "is invalid"}` };
}

/** `["pairs", "1", "accountHandle"]` -> `pairs[1].accountHandle`. */
const jsonPath = (segments: string[]): string =>
  segments.reduce((path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path === "" ? segment : `${path}.${segment}`), "");
