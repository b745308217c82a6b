import type { DescService } from "@bufbuild/protobuf";
import { createClient, createRouterTransport, type Client, type Interceptor, type ServiceImpl } from "@connectrpc/connect";
import { clientInterceptors, createLogger, fromConnectError, serverInterceptors } from "@leadstream/platform";

const INTERNAL_TOKEN = "test-internal-token";

/** What a fake peer does: any of its service's RPCs; the others answer Unimplemented. */
export type FakeImpl<S extends DescService> = Partial<ServiceImpl<S>>;

/** One RPC a fake peer received. */
export interface PeerCall {
  /** e.g. leadstream.streams.v1.StreamsService */
  service: string;
  /** The method's local name, e.g. createStream. */
  method: string;
  request: unknown;
}

/** The RPCs the fake peers of a test received, in order. */
export class PeerCalls {
  readonly all: PeerCall[] = [];

  record(call: PeerCall): void {
    this.all.push(call);
  }

  /** The requests `method` (its local name, e.g. createStream) received. */
  to<T = any>(method: string): T[] { // eslint-disable-line @typescript-eslint/no-explicit-any -- a test names the request type it expects
    return this.all.filter((c) => c.method === method).map((c) => c.request as T);
  }

  /** The methods called, in order. */
  methods(): string[] {
    return this.all.map((c) => c.method);
  }

  clear(): void {
    this.all.length = 0;
  }
}

/**
 * A client of `service` that reaches `impl` in this process (Connect's router transport) through
 * the same interceptors as a real peer: the platform's client interceptors on the way out, its
 * server interceptors (internal credential, request context, server span, AppError -> ConnectError
 * with the code in metadata) on the way in, and, like createRpcClient, a failure carrying one of
 * our codes comes back as that AppError. So a fake throws `new AppError(code, ...)` as a service
 * does, and the caller's error mapping runs for real. An RPC `impl` leaves out answers
 * Unimplemented. With `calls`, every request that reaches `impl` is recorded there.
 */
export function fakePeer<S extends DescService>(service: S, impl: FakeImpl<S>, opts: { calls?: PeerCalls; caller?: string } = {}): Client<S> {
  const record: Interceptor = (next) => async (req) => {
    opts.calls?.record({ service: req.service.typeName, method: req.method.localName, request: req.stream ? undefined : req.message });
    return next(req);
  };
  const logger = createLogger("fake-peer", (process.env.TEST_LOG_LEVEL ?? "silent") as Parameters<typeof createLogger>[1]);
  const transport = createRouterTransport((router) => router.service(service, impl), {
    router: { interceptors: [...serverInterceptors({ internalToken: INTERNAL_TOKEN, logger }), record] },
    transport: { interceptors: clientInterceptors({ internalToken: INTERNAL_TOKEN, caller: opts.caller ?? "test" }) },
  });
  // As createRpcClient does for a real peer.
  const client = createClient(service, transport) as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const wrapped: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of Object.keys(client)) {
    wrapped[name] = (...args) => client[name](...args).catch((err: unknown) => Promise.reject(fromConnectError(err)));
  }
  return wrapped as unknown as Client<S>;
}
