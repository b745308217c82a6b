import { Type, type TSchema } from "typebox";

/** The one error body (spec 7), registered once with `$id` and referenced by every route. */
export const ErrorResponse = Type.Object(
  {
    error: Type.String({ description: "Machine-readable code; clients branch on it", examples: ["invalid_key"] }),
    message: Type.String({ description: "Human-readable explanation" }),
    requestId: Type.String({ format: "uuid", description: "Same value as the X-Request-Id response header" }),
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
  429: "Rate limit exceeded; see Retry-After",
  500: "Internal error; quote the request id",
  503: "A service behind the gateway is unavailable; retry later",
};

/** A response entry carrying the shared error body. */
export const errorResponse = (status: number) => Type.Ref("ErrorResponse", { description: ERROR_DESCRIPTIONS[status] ?? "Error" });

export const Success = Type.Object({ success: Type.Literal(true) }, { description: "Done" });

export const Timestamp = Type.String({ format: "date-time" });
export const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);

/** `/{id}` path parameters: positive integers (a non-integer id is a 400 naming `id`). */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, description: "Numeric id" }) });
