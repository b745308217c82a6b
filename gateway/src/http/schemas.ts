import { Type, type TSchema } from "typebox";

/** The one error body (spec 7), registered once with `$id` and referenced by every route. */
export const ErrorResponse = Type.Object(
  {
    error: Type.String({ description: "Machine-readable code; clients branch on it", examples: ["invalid_key"] }),
    message: Type.String({ description: "Human-readable explanation" }),
    requestId: Type.String({ format: "uuid", description: "Same value as the X-Request-Id response header; in a replayed response (Idempotent-Replayed), the original request's" }),
    param: Type.Optional(Type.String({ description: "The request field at fault (validation errors)" })),
  },
  { $id: "ErrorResponse", additionalProperties: true, description: "An error; some codes add fields, e.g. `orphans`" },
);

export const sharedSchemas: TSchema[] = [ErrorResponse];

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid request: malformed JSON or a field that breaks the schema (named in `param`)",
  401: "Missing, malformed, unknown or revoked credentials",
  403: "Forbidden (for example a cookie request without a matching Origin)",
  404: "Not found",
  409: "Conflict",
  413: "Request body over the size limit",
  415: "Unsupported Content-Type",
  422: "Unprocessable",
  429: "Rate limit exceeded; see Retry-After",
  500: "Internal error; quote the request id",
  502: "The payment provider failed (`billing_provider_error`)",
  503: "A service behind the gateway is unavailable (`service_unavailable`) or did not answer within the request's time budget (`upstream_timeout`); retry later",
};

/** A response entry carrying the shared error body; `description` names the codes this route gives with that status. */
export const errorResponse = (status: number, description = ERROR_DESCRIPTIONS[status] ?? "Error") => Type.Ref("ErrorResponse", { description });

export const Success = Type.Object({ success: Type.Literal(true) }, { description: "Done" });

export const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) => Type.Union([schema, Type.Null()], options);

/** A vocabulary's names as a union of literals (`anyOf` in the document, where Type.Enum gives `enum`). */
export const Literals = <N extends string>(names: readonly N[], options: { description?: string } = {}) =>
  Type.Unsafe<N>(Type.Union(names.map((name) => Type.Literal(name)), options));

export const Timestamp = Type.String({ format: "date-time" });
export const NullableTimestamp = Nullable(Timestamp);

/** Ids are int32 on the wire (docs/decisions.md), so anything outside 1..2^31-1 is a 400, never a 500. */
export const MAX_ID = 2_147_483_647;
export const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: MAX_ID, description });

/** `/{id}` path parameters (a non-integer or out-of-range id is a 400 naming `id`). */
export const IdParams = Type.Object({ id: Id("Numeric id") });

/** A `limit` query parameter: 1 to `max`, `defaultSize` when absent. */
export const PageLimit = (defaultSize: number, max: number) => Type.Integer({ minimum: 1, maximum: max, default: defaultSize, description: `Page size, 1 to ${max}` });
