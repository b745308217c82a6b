import { describe, expect, it } from "vitest";
import { Code, ConnectError } from "@connectrpc/connect";
import { AppError, toConnectError } from "@leadstream/platform";
import { errorReply } from "../../src/http/errors.js";

const ID = "5b0c8c1e-7f7e-4c36-9d43-7d6a7f1f2b11";

const fastifyError = (code: string, statusCode: number, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`fastify says ${code}`), { code, statusCode, ...extra });

describe("errorReply", () => {
  it("keeps an AppError's code, status and details", () => {
    expect(errorReply(new AppError("orphan_label", "Labels without a match", { orphans: ["Wizard"] }), ID)).toEqual({
      status: 400,
      body: { error: "orphan_label", message: "Labels without a match", orphans: ["Wizard"], requestId: ID },
      unexpected: false,
    });
  });

  it("does not let details overwrite the code, message or request id", () => {
    const { body } = errorReply(new AppError("not_found", "No such key", { error: "x", requestId: "y" }), ID);
    expect(body).toEqual({ error: "not_found", message: "No such key", requestId: ID });
  });

  it("turns an AppError carried over RPC back into its code", () => {
    expect(errorReply(toConnectError(new AppError("email_taken", "Taken")), ID).body).toEqual({ error: "email_taken", message: "Taken", requestId: ID });
  });

  it("answers 503 for an unreachable service", () => {
    const reply = errorReply(new ConnectError("connect ECONNREFUSED 127.0.0.1:9", Code.Unavailable), ID);
    expect(reply.status).toBe(503);
    expect(reply.body.error).toBe("service_unavailable");
    expect(reply.body.message).not.toContain("ECONNREFUSED");
  });

  it("names the field of a schema violation", () => {
    const typeError = fastifyError("FST_ERR_VALIDATION", 400, {
      validation: [{ keyword: "type", instancePath: "/user/email", schemaPath: "#", params: { type: "string" }, message: "must be string" }],
      validationContext: "body",
    });
    expect(errorReply(typeError, ID)).toEqual({
      status: 400,
      body: { error: "invalid_request", message: "user.email must be string", param: "user.email", requestId: ID },
      unexpected: false,
    });
  });

  it("names a missing property, as TypeBox and as Ajv report it", () => {
    for (const params of [{ requiredProperties: ["password"] }, { missingProperty: "password" }]) {
      const missing = fastifyError("FST_ERR_VALIDATION", 400, { validation: [{ keyword: "required", instancePath: "", schemaPath: "#", params, message: "required" }], validationContext: "body" });
      expect(errorReply(missing, ID).body).toMatchObject({ param: "password", message: "password is required" });
    }
  });

  it("names a field the endpoint does not accept, and the values an enum allows", () => {
    const unknown = fastifyError("FST_ERR_VALIDATION", 400, {
      validation: [{ keyword: "boolean", instancePath: "/pairs/0/acount", schemaPath: "#/properties/pairs/items/additionalProperties", params: {}, message: "schema is false" }],
      validationContext: "body",
    });
    expect(errorReply(unknown, ID).body).toMatchObject({ param: "pairs[0].acount", message: "pairs[0].acount is not a field this endpoint accepts" });
    const notAllowed = fastifyError("FST_ERR_VALIDATION", 400, {
      validation: [{ keyword: "enum", instancePath: "/tier", schemaPath: "#/properties/tier", params: { allowedValues: ["starter", "growth"] }, message: "must be equal to one of the allowed values" }],
      validationContext: "body",
    });
    expect(errorReply(notAllowed, ID).body).toMatchObject({ param: "tier", message: 'tier must be one of "starter", "growth"' });
  });

  it("names the part when the whole of it is wrong", () => {
    const notObject = fastifyError("FST_ERR_VALIDATION", 400, { validation: [{ keyword: "type", instancePath: "", schemaPath: "#", params: {}, message: "must be object" }], validationContext: "body" });
    expect(errorReply(notObject, ID).body).toMatchObject({ param: "body", message: "body must be object" });
  });

  it("maps Fastify's body errors to our codes", () => {
    expect(errorReply(fastifyError("FST_ERR_CTP_BODY_TOO_LARGE", 413), ID)).toMatchObject({ status: 413, body: { error: "payload_too_large" } });
    expect(errorReply(fastifyError("FST_ERR_CTP_INVALID_MEDIA_TYPE", 415), ID)).toMatchObject({ status: 415, body: { error: "unsupported_media_type" } });
    expect(errorReply(fastifyError("FST_ERR_CTP_INVALID_JSON_BODY", 400), ID)).toMatchObject({ status: 400, body: { error: "invalid_request" } });
  });

  it("hides anything unexpected behind internal_error and flags it for the log", () => {
    const reply = errorReply(Object.assign(new Error("password=hunter2"), { statusCode: 400 }), ID);
    expect(reply).toEqual({ status: 500, body: { error: "internal_error", message: expect.any(String), requestId: ID }, unexpected: true });
    expect(reply.body.message).not.toContain("hunter2");
    expect(errorReply("a string", ID).status).toBe(500);
  });
});
