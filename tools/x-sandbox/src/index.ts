export {
  createXSandbox,
  DEFAULT_EPOCH,
  DEFAULT_MAX_GENERATED_FOLLOWERS,
  DEFAULT_NEW_FOLLOWERS_PER_HOUR,
  DEFAULT_SEED,
  type XSandbox,
  type XSandboxOptions,
} from './server.js';
export { readSandboxEnv, type SandboxEnv } from './env.js';
export { DEFAULT_RATE_LIMITS, type EndpointFamily, type RateLimitSettings } from './rate-limiter.js';
export { XWorld, type ClockState, type ListPage, type UserTruthReport, type WorldSettings } from './world/world.js';
export type { FixtureProfile, FixtureTweet, FixtureUserRef, XSandboxFixtures } from './world/fixtures.js';
export type { Tweet, TweetPublicMetrics, UserProfile, UserPublicMetrics, UserTruth } from './world/types.js';
