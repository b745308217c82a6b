import { describe, expect, it } from "vitest";
import { Type } from "typebox";
import { IdParams } from "../../src/http/schemas.js";
import { validatorCompiler } from "../../src/http/validation.js";

const compile = (schema: object, httpPart: string) => validatorCompiler({ schema: schema as never, httpPart, method: "GET", url: "/" }) as (v: unknown) => { value?: unknown; error?: unknown[] };

describe("validatorCompiler", () => {
  const params = compile(IdParams, "params");
  const query = compile(Type.Object({ limit: Type.Optional(Type.Number()), archived: Type.Optional(Type.Boolean()), status: Type.Optional(Type.Array(Type.Integer())) }), "querystring");
  const body = compile(Type.Object({ count: Type.Integer() }), "body");

  it("converts path and query strings that exactly render the expected type", () => {
    expect(params({ id: "12" })).toEqual({ value: { id: 12 } });
    expect(query({ limit: "2.5", archived: "false", status: ["1", "2"] })).toEqual({ value: { limit: 2.5, archived: false, status: [1, 2] } });
    expect(query({ status: "3" })).toEqual({ value: { status: [3] } });
  });

  it("refuses near misses instead of rounding or guessing", () => {
    for (const id of ["1.5", "abc", "", "0x10", "1e3", "true", "0", "-1", "2147483648", "99999999999999999999"]) expect(params({ id }).error, id).toBeDefined();
    expect(params({ id: "2147483647" })).toEqual({ value: { id: 2147483647 } });
    expect(query({ archived: "yes" }).error).toBeDefined();
  });

  it("never coerces a JSON body", () => {
    expect(body({ count: 3 })).toEqual({ value: { count: 3 } });
    expect(body({ count: "3" }).error).toEqual([expect.objectContaining({ instancePath: "/count" })]);
  });
});
