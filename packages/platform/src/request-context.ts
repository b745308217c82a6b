import { AsyncLocalStorage } from "node:async_hooks";

/** What travels with one request across processes (as RPC headers) and within one (here). */
export interface RequestContext {
  requestId: string;
  /** The service (or "gateway") that made the current RPC call, when inside one. */
  caller?: string;
  /** When the request must be answered by (epoch ms): the RPC calls made for it time out then at the latest. */
  deadline?: number;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const runWithRequestContext = <T>(ctx: RequestContext, fn: () => T): T => storage.run(ctx, fn);
export const currentRequestContext = (): RequestContext | undefined => storage.getStore();
