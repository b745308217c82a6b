import { Code, ConnectError } from "@connectrpc/connect";
import { AppError, isErrorCode } from "../errors.js";

const CODE_HEADER = "x-error-code";
const DETAILS_HEADER = "x-error-details";

const connectCodeForStatus = (status: number): Code => {
  switch (status) {
    case 400: return Code.InvalidArgument;
    case 401: return Code.Unauthenticated;
    case 403: return Code.PermissionDenied;
    case 404: return Code.NotFound;
    case 409: return Code.AlreadyExists;
    case 410: return Code.Unimplemented;
    case 413: case 422: return Code.FailedPrecondition;
    case 429: return Code.ResourceExhausted;
    case 502: case 503: return Code.Unavailable;
    default: return Code.Internal;
  }
};

/** AppError -> ConnectError with the code (and details) in metadata; anything else passes through. */
export function toConnectError(err: unknown): ConnectError {
  if (err instanceof AppError) {
    const metadata = new Headers({ [CODE_HEADER]: err.code });
    if (Object.keys(err.details).length > 0) metadata.set(DETAILS_HEADER, encodeURIComponent(JSON.stringify(err.details)));
    return new ConnectError(err.message, connectCodeForStatus(err.status), metadata);
  }
  return ConnectError.from(err);
}

/** The reverse of toConnectError: a ConnectError carrying one of our codes becomes the AppError again. */
export function fromConnectError(err: unknown): unknown {
  if (!(err instanceof ConnectError)) return err;
  const code = err.metadata.get(CODE_HEADER);
  if (code && isErrorCode(code)) {
    const raw = err.metadata.get(DETAILS_HEADER);
    const details = raw ? (JSON.parse(decodeURIComponent(raw)) as Record<string, unknown>) : {};
    return new AppError(code, err.rawMessage, details);
  }
  switch (err.code) {
    // Canceled and Aborted: the peer died mid-call and its connection was reset (nobody here cancels a call).
    case Code.Unavailable:
    case Code.Canceled:
    case Code.Aborted:
      return new AppError("service_unavailable", "A service is temporarily unavailable; try again shortly.");
    case Code.DeadlineExceeded:
      return new AppError("upstream_timeout", "A service did not answer in time; try again shortly.");
    default:
      return err;
  }
}
