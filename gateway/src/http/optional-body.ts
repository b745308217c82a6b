import type { FastifyRequest } from "fastify";

/** preValidation hook for a body whose fields are all optional: a request without a body is validated and handled as `{}`. */
export async function absentBodyAsEmpty(request: FastifyRequest): Promise<void> {
  if (request.body === undefined) request.body = {};
}
