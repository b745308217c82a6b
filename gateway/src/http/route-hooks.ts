import type { RouteOptions } from "fastify";

type HookName = "onRequest" | "preHandler" | "onSend" | "onResponse";
type RouteHook<N extends HookName> = NonNullable<RouteOptions[N]>;

/** Appends `hook` to one route's own `name` hooks, which run after the instance's hooks of that name. */
export function addRouteHook<N extends HookName>(route: RouteOptions, name: N, hook: RouteHook<N>): void {
  const hooks = route as Pick<RouteOptions, N>;
  hooks[name] = [hooks[name] ?? [], hook].flat() as RouteOptions[N];
}
