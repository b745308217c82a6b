import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { ERROR_STATUS, type ErrorCode } from "@leadstream/platform";

const CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: { code: "headers_too_large", message: "The request headers are larger than this API accepts." },
  ERR_HTTP_REQUEST_TIMEOUT: { code: "request_timeout", message: "The request was not received in time." },
};
const MALFORMED = { code: "invalid_request", message: "The request is not well-formed HTTP." } as const;

/**
 * Node's answer to a request it could not parse (oversized headers, malformed HTTP, a request
 * too slow to arrive), which never reaches Fastify's routes: in the API's error format, with a
 * request id, like every other answer.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const { code, message } = (err.code && CLIENT_ERRORS[err.code]) || MALFORMED;
  const status = ERROR_STATUS[code];
  const requestId = randomUUID();
  const body = JSON.stringify({ error: code, message, requestId });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
