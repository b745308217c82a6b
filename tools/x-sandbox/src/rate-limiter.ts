export type EndpointFamily = 'users' | 'followers' | 'tweets' | 'likingUsers';

export const ENDPOINT_FAMILIES: readonly EndpointFamily[] = ['users', 'followers', 'tweets', 'likingUsers'];

export interface RateLimitSettings {
  users: number;
  followers: number;
  tweets: number;
  likingUsers: number;
  /** Window length in seconds (X: 900). */
  windowSeconds: number;
}

/** X's app-auth limits per 15 minutes (followers 15, user lookup 900 user-auth, timelines 900, liking users 75). */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  users: 900,
  followers: 15,
  tweets: 900,
  likingUsers: 75,
  windowSeconds: 900,
};

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Epoch seconds when the window resets. */
  reset: number;
}

interface WindowState {
  startedAtMs: number;
  used: number;
}

/** Fixed windows per endpoint family on the real clock, shared by every caller (like one app token). */
export class RateLimiter {
  private settings: RateLimitSettings;
  private readonly windows = new Map<EndpointFamily, WindowState>();

  constructor(settings: RateLimitSettings, private readonly now: () => number = Date.now) {
    this.settings = { ...settings };
  }

  current(): RateLimitSettings {
    return { ...this.settings };
  }

  /** Changes limits and starts every window afresh. */
  configure(changes: Partial<RateLimitSettings>): RateLimitSettings {
    this.settings = { ...this.settings, ...changes };
    this.reset();
    return this.current();
  }

  reset(): void {
    this.windows.clear();
  }

  hit(family: EndpointFamily): RateLimitDecision {
    const nowMs = this.now();
    const windowMs = this.settings.windowSeconds * 1000;
    let state = this.windows.get(family);
    if (!state || nowMs >= state.startedAtMs + windowMs) {
      state = { startedAtMs: nowMs, used: 0 };
      this.windows.set(family, state);
    }
    const limit = this.settings[family];
    const reset = Math.ceil((state.startedAtMs + windowMs) / 1000);
    if (state.used >= limit) return { allowed: false, limit, remaining: 0, reset };
    state.used += 1;
    return { allowed: true, limit, remaining: limit - state.used, reset };
  }
}
